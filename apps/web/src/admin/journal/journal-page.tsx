import { calculateShopDay, type ActivityEntry } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuditChanges } from '../kit/audit-changes.tsx';
import { FilterBar } from '../kit/filter-bar.tsx';
import { paginatorQuery, useListState } from '../kit/list-state.ts';
import { Pager } from '../kit/pager.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { Table } from '../kit/table.tsx';
import type { FilterSpec } from '../kit/types.ts';
import { useDownload } from '../kit/use-download.ts';
import { downloadJournalCsv, journalChoicesOptions, journalPageOptions } from './journal-api.ts';
import styles from '../admin.module.css';

const PAGE_SIZE = 50;
// The last written first is the log's only order.
const SORTABLE = ['id'] as const;
const FILTER_NAMES = ['auteur', 'ressource', 'enregistrement', 'du', 'au'];

/**
 * /:lang/ad/journal: every audited write across the shop (who, when, what, each field before →
 * after), narrowed by staff member, resource, record and period, and exported whole as CSV.
 * Nobody can change or delete an entry, so the page only reads.
 */
export function JournalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.journal.titre'));
  const [state, update] = useListState(SORTABLE, FILTER_NAMES);
  const query = paginatorQuery(state, PAGE_SIZE);
  query.delete('sort');
  query.delete('order');
  const list = useQuery(journalPageOptions(query));
  const choices = useQuery(journalChoicesOptions());
  const { dateTime } = useShopTime('short', 'medium');
  const filtersOnly = new URLSearchParams(state.filters);
  const csv = useDownload(
    () => downloadJournalCsv(filtersOnly, calculateShopDay(new Date())),
    () => t('admin.journal.erreur_export'),
  );

  const filters: FilterSpec[] = [
    {
      name: 'auteur',
      label: 'admin.journal.auteur',
      kind: 'select',
      options: (choices.data?.auteurs ?? []).map((author) => ({ value: String(author.id), label: author.mail })),
    },
    {
      name: 'ressource',
      label: 'admin.journal.ressource',
      kind: 'select',
      options: (choices.data?.ressources ?? []).map((resource) => ({ value: resource, label: resource })),
    },
    { name: 'enregistrement', label: 'admin.journal.enregistrement', kind: 'search' },
    { name: 'du', label: 'admin.journal.du', kind: 'date' },
    { name: 'au', label: 'admin.journal.au', kind: 'date', notBefore: 'du' },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.journal.titre')}</h1>
      <p className={styles.muted}>{t('admin.journal.intro')}</p>
      <ShopTimeNote />
      <section className={styles.panel} aria-label={t('admin.journal.titre')}>
        <FilterBar
          filters={filters}
          values={state.filters}
          onChange={(values) => update({ filters: values, page: 1 })}
        />
        <div className={styles.formFooter}>
          <button type="button" className={styles.buttonSmall} disabled={csv.busy} onClick={() => void csv.download()}>
            {csv.busy ? t('admin.journal.export_en_cours') : t('admin.journal.exporter')}
          </button>
          <p role="alert" className={styles.formError}>
            {csv.failure}
          </p>
        </div>
        <QueryView query={list} isEmpty={(page) => page.datas.length === 0} empty={t('admin.journal.vide')}>
          {(page) => (
            <>
              <Table<ActivityEntry>
                caption={t('admin.journal.titre')}
                layout="stacked"
                rows={page.datas}
                rowKey={(entry) => entry.id}
                columns={[
                  {
                    key: 'date',
                    header: t('admin.journal.date'),
                    isRowHeader: true,
                    className: styles.nowrap,
                    cell: (entry) => <time dateTime={entry.created}>{dateTime(entry.created)}</time>,
                  },
                  {
                    key: 'auteur',
                    header: t('admin.journal.auteur'),
                    cell: (entry) => entry.user_mail ?? t('admin.historique.compte_supprime'),
                  },
                  {
                    key: 'quoi',
                    header: t('admin.journal.quoi'),
                    cell: (entry) => (
                      <>
                        {t(`admin.historique.action_${entry.action}`)} · <code>{entry.resource}</code>{' '}
                        <code>{entry.record_id}</code>
                      </>
                    ),
                  },
                  {
                    key: 'changements',
                    header: t('admin.journal.changements'),
                    cell: (entry) => <AuditChanges diff={entry.diff} />,
                  },
                ]}
              />
              <Pager page={state.page} list={page} onPage={(next) => update({ page: next })} />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
