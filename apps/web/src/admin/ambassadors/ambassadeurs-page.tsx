import type { AmbassadorSummary } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryView } from '../kit/query-view.tsx';
import { Table } from '../kit/table.tsx';
import styles from '../admin.module.css';
import { ambassadorsQueryOptions } from './ambassadeurs-api.ts';
import { useMoney } from './use-money.ts';

/** /:lang/ad/ambassadeurs: the ambassadors, their codes, what they brought, earned, were paid and are owed. */
export function AmbassadeursPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.menu.ambassadeurs'));
  const money = useMoney();
  const list = useQuery(ambassadorsQueryOptions());
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.menu.ambassadeurs')}</h1>
      <section className={styles.panel} aria-label={t('admin.menu.ambassadeurs')}>
        <QueryView
          query={list}
          loading={t('admin.ambassadeurs.chargement')}
          isEmpty={(loaded) => loaded.length === 0}
          empty={t('admin.ambassadeurs.vide')}
        >
          {(loaded) => (
            <Table<AmbassadorSummary>
              caption={t('admin.menu.ambassadeurs')}
              layout="stacked"
              rows={loaded}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: 'ambassadeur',
                  header: t('admin.ambassadeurs.ambassadeur'),
                  cell: (row) => (
                    <Link href={`/ambassadeurs/${row.id}`}>
                      {[row.prenom, row.nom].filter(Boolean).join(' ') || row.mail}
                    </Link>
                  ),
                },
                { key: 'codes', header: t('admin.ambassadeurs.codes'), cell: (row) => row.codes.join(', ') || '—' },
                {
                  key: 'commandes',
                  header: t('admin.ambassadeurs.commandes'),
                  numeric: true,
                  cell: (row) => row.commandes,
                },
                {
                  key: 'commission',
                  header: t('admin.ambassadeurs.commission'),
                  numeric: true,
                  cell: (row) => money(row.commission_ht),
                },
                {
                  key: 'verse',
                  header: t('admin.ambassadeurs.verse'),
                  numeric: true,
                  cell: (row) => money(row.verse_ht),
                },
                {
                  key: 'solde',
                  header: t('admin.ambassadeurs.solde'),
                  numeric: true,
                  cell: (row) => money(row.solde_ht),
                },
              ]}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
