import { toCsv, type BulkResult } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BulkBar, type BulkReport } from './bulk-bar.tsx';
import { downloadText } from './download.ts';
import { DataTable } from './data-table.tsx';
import { FilterBar } from './filter-bar.tsx';
import { paginatorQuery, useListState } from './list-state.ts';
import { Pager } from './pager.tsx';
import {
  deleteAll,
  editAll,
  pageQueryOptions,
  resourceQueryKey,
  type RecordKey,
  type ResourceRow,
} from './resource-api.ts';
import { screenRoute, type BulkActionSpec, type ColumnSpec, type FilterSpec, type ResourceScreen } from './types.ts';
import { useErrorText } from './error-text.ts';
import styles from '../admin.module.css';
import kit from './kit.module.css';

const PAGE_SIZE = 25;
const NO_FILTERS: readonly FilterSpec[] = [];
const NO_ACTIONS: readonly BulkActionSpec[] = [];

interface ListPageProps extends ResourceScreen {
  /** The page's title, a message key. */
  title: string;
  columns: readonly ColumnSpec[];
  filters?: readonly FilterSpec[];
  bulkActions?: readonly BulkActionSpec[];
  /** What stands instead of the link to a blank form, for records made another way (an upload). */
  create?: ReactNode;
  /** False when records are not created here (no "Ajouter" link). */
  canCreate?: boolean;
  /** False when records are not deleted here (no bulk delete). */
  canDelete?: boolean;
  /** A row's detail address, or null when the resource has no detail page; the kit's by default. */
  detailHref?: ((row: ResourceRow) => string) | null;
  /** Message keys for the loading, empty and not-allowed states; the kit's by default. */
  texts?: { loading?: string; empty?: string; forbidden?: string };
  /** Shown above the filters (e.g. the outcome of a row's own action). */
  children?: ReactNode;
  /** Filters every page of this screen sends, not shown in the bar (a view of the resource). */
  fixedFilters?: Readonly<Record<string, string>>;
  /** The filters of a bare address (e.g. the current month), until the list is first changed. */
  initialFilters?: Readonly<Record<string, string>>;
  /** Deletes the selected rows when the generic deleteall does not fit (rows kept, another route). */
  deleteRows?: (keys: RecordKey[]) => Promise<BulkResult[]>;
  /** A row's state as a `data-tone` the table colours (e.g. paid or pending). */
  rowTone?: (row: ResourceRow) => string;
}

/**
 * A resource's list (issue 12): filter bar, sortable headers (the descriptor's allow-list), pager,
 * row selection with bulk changes and delete (per-row results), CSV export of the page shown.
 * Page, sort and filters live in the address.
 */
export function ListPage({
  descriptor,
  title,
  columns,
  filters = NO_FILTERS,
  bulkActions = NO_ACTIONS,
  create,
  canCreate = true,
  canDelete = true,
  detailHref,
  texts = {},
  children,
  fixedFilters,
  initialFilters,
  deleteRows,
  rowTone,
  ...rest
}: ListPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useDocumentTitle(t(title));
  const route = screenRoute({ descriptor, ...rest });
  const queryClient = useQueryClient();
  const [filterNames] = useState(() => filters.map((filter) => filter.name));
  const [state, updateState] = useListState(descriptor.sortable, filterNames, descriptor.defaultOrder, initialFilters);
  // Another page, order or filter shows other rows: the selection would act on rows out of sight.
  const update: typeof updateState = (next) => {
    setSelected(new Set());
    updateState(next);
  };
  const query = paginatorQuery(state, PAGE_SIZE);
  for (const [name, value] of Object.entries(fixedFilters ?? {})) query.set(name, value);
  const list = useQuery(pageQueryOptions(descriptor.model, query));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [failure, setFailure] = useState('');

  const rowKey = (row: ResourceRow) => row[descriptor.key] as string | number;
  const rows = list.data?.datas ?? [];
  const select = (keys: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys)
        if (on) next.add(key);
        else next.delete(key);
      return next;
    });
  // Keys go back to the API as they came: numbers for serial ids.
  const selectedKeys = () => rows.map(rowKey).filter((key) => selected.has(String(key)));

  const runBulk = async (call: (keys: RecordKey[]) => Promise<BulkReport['results']>) => {
    const keys = selectedKeys();
    setBusy(true);
    setFailure('');
    try {
      const results = await call(keys);
      setReport({ total: keys.length, results });
      const refused = new Set(results.filter((result) => !result.done).map((result) => String(result.id)));
      setSelected(new Set([...selected].filter((key) => refused.has(key))));
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey(descriptor.model) });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  // Nothing changes: the selection stays, for another try or another action.
  const runAction = async (run: (keys: RecordKey[]) => Promise<void>) => {
    setBusy(true);
    setFailure('');
    setReport(null);
    try {
      await run(selectedKeys());
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = () =>
    downloadText(
      `${descriptor.model}-page-${state.page}.csv`,
      toCsv(
        rows,
        // A column of buttons has nothing to export.
        columns
          .filter((column) => !column.actions)
          .map((column) => ({
            header: t(column.label),
            value: column.csv ?? ((row: ResourceRow) => row[column.field]),
          })),
      ),
    );

  return (
    <div className={styles.page}>
      <div className={kit.titleBar}>
        <h1 className={styles.pageTitle}>{t(title)}</h1>
        {canCreate &&
          (create ?? (
            <Link href={`${route}/nouveau`} className={styles.buttonPrimary}>
              {t('admin.kit.ajouter')}
            </Link>
          ))}
      </div>
      <section className={styles.panel} aria-label={t(title)}>
        {children}
        <FilterBar
          filters={filters}
          values={state.filters}
          onChange={(values) => update({ filters: values, page: 1 })}
        />
        <BulkBar
          count={selected.size}
          actions={bulkActions}
          busy={busy}
          report={report}
          onEdit={(action) =>
            void ('run' in action
              ? runAction(action.run)
              : runBulk((keys) => editAll(descriptor.model, keys, action.datas)))
          }
          onDelete={
            canDelete
              ? () => void runBulk((keys) => (deleteRows ? deleteRows(keys) : deleteAll(descriptor.model, keys)))
              : undefined
          }
        />
        <p role="alert" className={styles.announceAlert}>
          {failure}
        </p>
        {list.isPending ? (
          <p role="status" className={styles.muted}>
            {t(texts.loading ?? 'admin.kit.chargement')}
          </p>
        ) : list.isError ? (
          <p role="alert" className={styles.announceAlert}>
            {list.error instanceof ApiError && list.error.code === 403 && list.error.reason !== 'permission_missing'
              ? t(texts.forbidden ?? 'admin.acces_reserve')
              : errorText(list.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className={styles.muted}>{t(texts.empty ?? 'admin.kit.vide')}</p>
        ) : (
          <>
            <DataTable
              label={t(title)}
              rows={rows}
              columns={columns}
              rowKey={rowKey}
              detailHref={
                detailHref === undefined ? (row) => `${route}/${encodeURIComponent(String(rowKey(row)))}` : detailHref
              }
              sortable={descriptor.sortable}
              sort={state.sort}
              order={state.order}
              onSort={(field) =>
                update({
                  sort: field,
                  order: state.sort === field && state.order === 'asc' ? 'desc' : 'asc',
                  page: 1,
                })
              }
              selected={selected}
              onSelect={select}
              rowTone={rowTone}
            />
            <div className={kit.listFooter}>
              <button type="button" className={styles.buttonSmall} onClick={exportCsv}>
                {t('admin.kit.exporter_csv')}
              </button>
              <Pager page={state.page} list={list.data} onPage={(page) => update({ page })} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
