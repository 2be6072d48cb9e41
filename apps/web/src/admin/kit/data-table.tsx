import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { RecordKey, ResourceRow } from './resource-api.ts';
import type { ColumnSpec } from './types.ts';
import stackedTable from '../../components/ui/stacked-table.module.css';
import styles from '../admin.module.css';
import kit from './kit.module.css';
import { tableRegion } from './table-region.ts';

interface DataTableProps {
  /** What the table lists (the page's title), naming its scrolling region. */
  label: string;
  rows: readonly ResourceRow[];
  columns: readonly ColumnSpec[];
  rowKey: (row: ResourceRow) => RecordKey;
  /** The detail page's address of a row (the first column links to it); null: no detail page. */
  detailHref: ((row: ResourceRow) => string) | null;
  sortable: readonly string[];
  sort: string;
  order: 'asc' | 'desc';
  onSort: (field: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (keys: readonly string[], selected: boolean) => void;
  /** A row's state as `data-tone` (the table colours `done` and `pending`). */
  rowTone?: (row: ResourceRow) => string;
}

function CellValue({ column, row }: { column: ColumnSpec; row: ResourceRow }) {
  const { t } = useTranslation();
  if (column.render) return <>{column.render(row)}</>;
  const value = row[column.field];
  if (typeof value === 'boolean') return <>{t(value ? 'admin.kit.oui' : 'admin.kit.non')}</>;
  if (value === null || value === undefined) return null;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/**
 * A page of rows: a selection box per row, sortable headers (aria-sort), the first cell a link; on
 * a phone each row becomes a card, each cell led by its column's name.
 */
export function DataTable(props: DataTableProps) {
  const { t } = useTranslation();
  const { label, rows, columns, rowKey, sort, order, selected, onSelect } = props;
  const keys = rows.map((row) => String(rowKey(row)));
  const allSelected = keys.length > 0 && keys.every((key) => selected.has(key));
  return (
    <div {...tableRegion(t('admin.kit.tableau', { titre: label }), 'stacked')}>
      <table className={`${styles.table} ${stackedTable.stacked}`}>
        <thead>
          <tr>
            <th scope="col" className={kit.selectCell}>
              <input
                type="checkbox"
                aria-label={t('admin.kit.tout_selectionner')}
                checked={allSelected}
                onChange={(event) => onSelect(keys, event.target.checked)}
              />
            </th>
            {columns.map((column) => {
              const isSorted = sort === column.field;
              const ariaSort = isSorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={column.field}
                  scope="col"
                  aria-sort={ariaSort}
                  className={column.numeric ? styles.numeric : ''}
                >
                  {props.sortable.includes(column.field) ? (
                    <button type="button" className={kit.sortButton} onClick={() => props.onSort(column.field)}>
                      {t(column.label)}
                      <span aria-hidden="true">{isSorted ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  ) : (
                    t(column.label)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = keys[index] ?? '';
            return (
              <tr key={key} aria-selected={selected.has(key)} data-tone={props.rowTone?.(row)}>
                <td className={kit.selectCell}>
                  <input
                    type="checkbox"
                    aria-label={t('admin.kit.selectionner', { cle: key })}
                    checked={selected.has(key)}
                    onChange={(event) => onSelect([key], event.target.checked)}
                  />
                </td>
                {columns.map((column, columnIndex) => (
                  <td
                    key={column.field}
                    className={column.numeric ? styles.numeric : ''}
                    data-label={column.actions ? undefined : t(column.label)}
                  >
                    {columnIndex === 0 && props.detailHref ? (
                      <Link href={props.detailHref(row)}>
                        <CellValue column={column} row={row} />
                      </Link>
                    ) : (
                      <CellValue column={column} row={row} />
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
