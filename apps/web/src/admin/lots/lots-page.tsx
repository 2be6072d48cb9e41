import type { LotStock } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import fieldStyles from '../../components/ui/form-field.module.css';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Pager } from '../kit/pager.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { Table, type TableColumn } from '../kit/table.tsx';
import { LotRecall } from './lot-recall.tsx';
import { lotsQueryOptions, type LotsFilter } from './lots-api.ts';
import styles from '../admin.module.css';
import { Panel } from '../kit/panel.tsx';

/** "24 mois après ouverture", a best-before date, or nothing known (the migrated lots). */
function LotDate({ lot }: { lot: LotStock }) {
  const { t } = useTranslation();
  if (lot.dluo) return <>{lot.dluo}</>;
  if (lot.pao_mois) return <>{t('admin.lots.pao_court', { count: lot.pao_mois })}</>;
  return <>{t('admin.lots.sans_date')}</>;
}

/**
 * /:lang/ad/lots: stock per lot and warehouse, first-expiring first; those close to their date
 * (the shop's window, 90 days unless set); and a lot's recall (regulation (EC) 1223/2009 art. 19).
 */
export function LotsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.lots.titre'));
  const id = useId();
  const [filter, setFilter] = useState<LotsFilter>({ alerte: false, q: '', page: 1 });
  const [recalled, setRecalled] = useState<LotStock | null>(null);
  const list = useQuery(lotsQueryOptions(filter));
  const change = (patch: Partial<LotsFilter>) => setFilter((current) => ({ ...current, ...patch, page: 1 }));
  const columns: TableColumn<LotStock>[] = [
    { key: 'numero', header: t('admin.lots.numero'), isRowHeader: true, cell: (lot) => lot.numero },
    { key: 'produit', header: t('admin.lots.produit'), cell: (lot) => `${lot.produit_label} — ${lot.label}` },
    { key: 'fabrication', header: t('admin.lots.fabrication'), cell: (lot) => lot.fabrication ?? '—' },
    {
      key: 'date',
      header: t('admin.lots.date'),
      cell: (lot) => (
        <>
          <LotDate lot={lot} />
          {lot.proche && <strong> · {t('admin.lots.proche')}</strong>}
        </>
      ),
    },
    { key: 'quantite', header: t('admin.lots.unites'), numeric: true, cell: (lot) => lot.quantite },
    {
      key: 'entrepots',
      header: t('admin.lots.entrepots'),
      cell: (lot) => lot.entrepots.map((row) => `${row.label} : ${row.quantite}`).join(', ') || '—',
    },
    {
      key: 'actions',
      header: t('admin.lots.actions'),
      cell: (lot) => (
        <button
          type="button"
          className={styles.buttonSmall}
          aria-label={t('admin.lots.rappeler_de', { lot: lot.numero })}
          onClick={() => setRecalled(lot)}
        >
          {t('admin.lots.rappeler')}
        </button>
      ),
    },
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.lots.titre')}</h1>
      <Panel title={t('admin.lots.liste')}>
        <div className={styles.filter}>
          <label className={styles.filterField} htmlFor={`${id}-q`}>
            <span>{t('admin.lots.recherche')}</span>
            <input
              id={`${id}-q`}
              type="search"
              className={`${fieldStyles.input} ${styles.input}`}
              value={filter.q}
              onChange={(event) => change({ q: event.target.value })}
            />
          </label>
          <label className={styles.filterField} htmlFor={`${id}-alerte`}>
            <input
              id={`${id}-alerte`}
              type="checkbox"
              checked={filter.alerte}
              onChange={(event) => change({ alerte: event.target.checked })}
            />
            <span>{t('admin.lots.filtre_proche', { count: list.data?.jours ?? 90 })}</span>
          </label>
        </div>
        {list.error ? (
          <QueryError error={list.error} />
        ) : !list.data ? (
          <p role="status" className={styles.muted}>
            {t('admin.lots.chargement')}
          </p>
        ) : list.data.datas.length === 0 ? (
          <p className={styles.muted}>{t('admin.lots.vide')}</p>
        ) : (
          <>
            <Table
              caption={t('admin.lots.liste')}
              layout="stacked"
              columns={columns}
              rows={list.data.datas}
              rowKey={(lot) => lot.id}
              rowData={(lot) => ({ 'data-alert': lot.proche })}
            />
            <Pager
              page={list.data.page}
              list={list.data}
              onPage={(page) => setFilter((current) => ({ ...current, page }))}
            />
          </>
        )}
      </Panel>
      {recalled && <LotRecall key={recalled.id} lot={recalled} />}
    </div>
  );
}
