import { ACCOUNTING_DOCUMENT_TYPES, calculateShopDay, formatEuros, type AccountingDocument } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { downloadFrom, downloadText } from '../kit/download.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { paginatorQuery, useListState } from '../kit/list-state.ts';
import { Pager } from '../kit/pager.tsx';
import { Table } from '../kit/table.tsx';
import type { FilterSpec } from '../kit/types.ts';
import { documentLink, documentsCsv, documentsPageOptions } from './invoices-api.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import styles from '../admin.module.css';
import page from './invoices-page.module.css';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { OssExport } from './oss-export.tsx';

const PAGE_SIZE = 50;
// The books' order (oldest first) is the only one; the list state wants a column.
const SORTABLE = ['date'] as const;
const FILTER_NAMES = ['du', 'au', 'type'];

/** The current month so far: the period an accountant asks for most. */
function currentMonth(now = new Date()) {
  const today = calculateShopDay(now);
  return { du: `${today.slice(0, 8)}01`, au: today };
}

/**
 * /:lang/ad/factures: the invoices of paid orders and the credit notes of refunds issued in a
 * period, their sums, each one's PDF, and the whole period as CSV for the accountant.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  useDocumentTitle(t('admin.menu.factures'));
  const [state, update] = useListState(SORTABLE, FILTER_NAMES);
  const period = { ...currentMonth(), ...state.filters };
  const query = paginatorQuery({ ...state, filters: period }, PAGE_SIZE);
  query.delete('sort');
  query.delete('order');
  const list = useQuery(documentsPageOptions(query));
  const { announcement, say, fail, clear } = useAnnouncer();
  const [busy, setBusy] = useState<string | null>(null);
  // A period's days are calendar days; a document's instant is read on the shop's clock.
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: 'UTC' });
  const date = { format: useShopTime().date };
  const money = (cents: number) => formatEuros(cents, tag);

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    clear();
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };
  const exportCsv = () =>
    run('csv', async () => {
      downloadText(`documents-${period.du}-${period.au}.csv`, await documentsCsv(period.du, period.au));
      say(t('admin.factures.export_pret'));
    });
  const download = (document: AccountingDocument) =>
    run(document.numero, async () => downloadFrom(await documentLink(document.numero)));

  const filters: FilterSpec[] = [
    { name: 'du', label: 'admin.factures.du', kind: 'date' },
    { name: 'au', label: 'admin.factures.au', kind: 'date', notBefore: 'du' },
    {
      name: 'type',
      label: 'admin.factures.type',
      kind: 'select',
      options: ACCOUNTING_DOCUMENT_TYPES.map((value) => ({ value, label: t(`admin.factures.types.${value}`) })),
    },
  ];
  const sums = list.data?.sommes;

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.menu.factures')}</h1>
      <ShopTimeNote />
      <section className={styles.panel} aria-label={t('admin.menu.factures')}>
        <FilterBar filters={filters} values={period} onChange={(values) => update({ filters: values, page: 1 })} />
        <div className={page.toolbar}>
          <p className={styles.muted}>
            {t('admin.factures.periode', { du: day.format(new Date(period.du)), au: day.format(new Date(period.au)) })}
          </p>
          <button type="button" className={styles.buttonSmall} disabled={busy === 'csv'} onClick={exportCsv}>
            {busy === 'csv' ? t('admin.factures.export_en_cours') : t('admin.factures.exporter')}
          </button>
        </div>
        <OssExport today={calculateShopDay(new Date())} busy={busy === 'oss'} run={run} say={say} />
        <Announcer announcement={announcement} />
        <QueryView query={list} isEmpty={(loaded) => loaded.datas.length === 0} empty={t('admin.factures.vide')}>
          {(loaded) => (
            <>
              {sums && (
                <dl className={page.sums} aria-label={t('admin.factures.sommes', { count: loaded.total })}>
                  <div>
                    <dt>{t('admin.factures.documents', { count: loaded.total })}</dt>
                    <dd>{loaded.total}</dd>
                  </div>
                  <div>
                    <dt>{t('admin.factures.total_ht')}</dt>
                    <dd>{money(sums.total_ht)}</dd>
                  </div>
                  <div>
                    <dt>{t('admin.factures.tva')}</dt>
                    <dd>{money(sums.tva)}</dd>
                  </div>
                  <div>
                    <dt>{t('admin.factures.total_ttc')}</dt>
                    <dd>{money(sums.total_ttc)}</dd>
                  </div>
                </dl>
              )}
              <Table
                caption={t('admin.menu.factures')}
                layout="stacked"
                rows={loaded.datas}
                rowKey={(document) => document.numero}
                columns={[
                  {
                    key: 'numero',
                    header: t('admin.factures.numero'),
                    isRowHeader: true,
                    className: styles.nowrap,
                    cell: (document) => (
                      <>
                        <span className={page.type} data-type={document.type}>
                          {t(`admin.factures.types.${document.type}`)}
                        </span>{' '}
                        {document.numero}
                      </>
                    ),
                  },
                  {
                    key: 'date',
                    header: t('admin.factures.date'),
                    className: styles.nowrap,
                    cell: (document) => date.format(new Date(document.date)),
                  },
                  {
                    key: 'commande',
                    header: t('admin.factures.commande'),
                    cell: (document) => <Link href={`/commandes/${document.hash}`}>{document.commande ?? '—'}</Link>,
                  },
                  { key: 'client', header: t('admin.factures.client'), cell: (document) => document.client },
                  {
                    key: 'total_ht',
                    header: t('admin.factures.total_ht'),
                    numeric: true,
                    cell: (document) => money(document.total_ht),
                  },
                  {
                    key: 'tva',
                    header: t('admin.factures.tva'),
                    numeric: true,
                    cell: (document) => money(document.tva),
                  },
                  {
                    key: 'total_ttc',
                    header: t('admin.factures.total_ttc'),
                    numeric: true,
                    cell: (document) => money(document.total_ttc),
                  },
                  {
                    key: 'pdf',
                    header: <span className="visually-hidden">{t('admin.factures.pdf')}</span>,
                    stackLabel: false,
                    cell: (document) => (
                      <button
                        type="button"
                        className={styles.buttonSmall}
                        disabled={busy === document.numero}
                        onClick={() => void download(document)}
                        aria-label={t('admin.factures.telecharger_pour', { numero: document.numero })}
                      >
                        {t('admin.factures.telecharger')}
                      </button>
                    ),
                  },
                ]}
              />
              <Pager page={state.page} list={loaded} onPage={(next) => update({ page: next })} />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
