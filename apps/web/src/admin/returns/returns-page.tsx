import { RETURN_STATUSES, type Return, type ReturnStatus } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryError } from '../kit/query-error.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { Table, type TableColumn } from '../kit/table.tsx';
import { returnsOptions } from './returns-api.ts';
import styles from '../admin.module.css';
import kit from '../kit/kit.module.css';

/**
 * /:lang/ad/retours: withdrawals and other return requests, by state, with the refund's legal due
 * date of each withdrawal.
 */
export function ReturnsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.retours.titre'));
  const [statut, setStatut] = useState<ReturnStatus | ''>('');
  const list = useQuery(returnsOptions(statut));
  const { dateTime, date } = useShopTime();
  const columns: TableColumn<Return>[] = [
    {
      key: 'retour',
      header: t('admin.retours.retour'),
      cell: (row) => <Link href={`/retours/${row.id}`}>{t('admin.retours.numero', { id: row.id })}</Link>,
      isRowHeader: true,
    },
    { key: 'commande', header: t('admin.retours.commande'), cell: (row) => row.commande.numero },
    { key: 'type', header: t('admin.retours.type'), cell: (row) => t(`admin.retours.types.${row.type}`) },
    { key: 'statut', header: t('admin.retours.statut'), cell: (row) => t(`admin.retours.statuts.${row.statut}`) },
    { key: 'created', header: t('admin.retours.le'), cell: (row) => dateTime(row.created) },
    {
      key: 'du',
      header: t('admin.retours.remboursement_du'),
      cell: (row) =>
        row.remboursement_du && row.statut !== 'rembourse' && row.statut !== 'refuse'
          ? date(row.remboursement_du)
          : '—',
    },
  ];
  return (
    <div className={styles.page}>
      <div className={kit.titleBar}>
        <h1 className={styles.pageTitle}>{t('admin.retours.titre')}</h1>
      </div>
      <div className={kit.filterBar}>
        <label>
          {t('admin.retours.filtre_statut')}{' '}
          <select value={statut} onChange={(event) => setStatut(event.target.value as ReturnStatus | '')}>
            <option value="">{t('admin.retours.tous')}</option>
            {RETURN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.retours.statuts.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <section className={styles.panel} aria-label={t('admin.retours.titre')}>
        <p className={styles.muted}>{t('admin.retours.delais')}</p>
        <ShopTimeNote />
        {list.error ? (
          <QueryError error={list.error} />
        ) : !list.data ? (
          <p role="status" className={styles.muted}>
            {t('commun.chargement')}
          </p>
        ) : list.data.length === 0 ? (
          <p className={styles.muted}>{t('admin.retours.vide')}</p>
        ) : (
          <Table
            caption={t('admin.retours.titre')}
            layout="stacked"
            columns={columns}
            rows={list.data}
            rowKey={(row) => row.id}
          />
        )}
      </section>
    </div>
  );
}
