import type { AmbassadorDetail, AmbassadorPayout } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryError } from '../kit/query-error.tsx';
import { Table } from '../kit/table.tsx';
import styles from '../admin.module.css';
import { ambassadorQueryOptions, ambassadorsQueryKey } from './ambassadeurs-api.ts';
import { PayoutForm } from './payout-form.tsx';
import { useMoney } from './use-money.ts';
import { Panel } from '../kit/panel.tsx';

type ReferredOrder = AmbassadorDetail['commandes_parrainees'][number];

/** /:lang/ad/ambassadeurs/:id: one ambassador's balance, referred orders and payouts ledger. */
export function AmbassadeurPage() {
  const params = useParams<{ id: string }>();
  const { t } = useTranslation();
  const money = useMoney();
  const tag = useLocaleTag();
  const queryClient = useQueryClient();
  const query = useQuery(ambassadorQueryOptions(params.id));
  const ambassador = query.data;
  const name = ambassador ? [ambassador.prenom, ambassador.nom].filter(Boolean).join(' ') || ambassador.mail : '';
  useDocumentTitle(name || t('admin.menu.ambassadeurs'));
  const day = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'short' }).format(new Date(iso));
  if (query.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {t('admin.kit.chargement')}
      </p>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.code === 404 || query.error.code === 400);
    return missing ? <p className={styles.muted}>{t('admin.kit.introuvable')}</p> : <QueryError error={query.error} />;
  }
  const current = query.data;
  const done = (next: AmbassadorDetail) => {
    queryClient.setQueryData(ambassadorQueryOptions(params.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ambassadorsQueryKey, exact: true });
  };
  return (
    <div className={styles.page}>
      <p>
        <Link href="/ambassadeurs">{t('admin.ambassadeurs.retour')}</Link>
      </p>
      <h1 className={styles.pageTitle}>{name}</h1>
      <Panel title={t('admin.ambassadeurs.solde_titre')}>
        <dl>
          <dt>{t('admin.ambassadeurs.codes')}</dt>
          <dd>{current.codes.join(', ') || '—'}</dd>
          <dt>{t('admin.ambassadeurs.commission')}</dt>
          <dd>{money(current.commission_ht)}</dd>
          <dt>{t('admin.ambassadeurs.verse')}</dt>
          <dd>{money(current.verse_ht)}</dd>
          <dt>{t('admin.ambassadeurs.solde')}</dt>
          <dd>{money(current.solde_ht)}</dd>
        </dl>
      </Panel>
      <PayoutForm ambassador={current} onDone={done} />
      <Panel title={t('admin.ambassadeurs.versements')}>
        {current.versements.length === 0 ? (
          <p className={styles.muted}>{t('admin.ambassadeurs.aucun_versement')}</p>
        ) : (
          <Table<AmbassadorPayout>
            caption={t('admin.ambassadeurs.versements')}
            layout="stacked"
            rows={current.versements}
            rowKey={(payout) => payout.id}
            columns={[
              { key: 'paye_le', header: t('admin.ambassadeurs.paye_le'), cell: (payout) => day(payout.paye_le) },
              {
                key: 'montant',
                header: t('admin.ambassadeurs.montant'),
                numeric: true,
                cell: (payout) => money(payout.montant_ht),
              },
              {
                key: 'reference',
                header: t('admin.ambassadeurs.reference'),
                cell: (payout) => payout.reference || '—',
              },
              { key: 'auteur', header: t('admin.ambassadeurs.auteur'), cell: (payout) => payout.auteur ?? '—' },
            ]}
          />
        )}
      </Panel>
      <Panel title={t('admin.ambassadeurs.commandes_parrainees')}>
        {current.commandes_parrainees.length === 0 ? (
          <p className={styles.muted}>{t('admin.ambassadeurs.aucune_commande')}</p>
        ) : (
          <Table<ReferredOrder>
            caption={t('admin.ambassadeurs.commandes_parrainees')}
            layout="stacked"
            rows={current.commandes_parrainees}
            rowKey={(order) => order.hash}
            columns={[
              {
                key: 'numero',
                header: t('admin.ambassadeurs.numero'),
                cell: (order) => <Link href={`/commandes/${order.hash}`}>{order.numero ?? '—'}</Link>,
              },
              { key: 'date', header: t('admin.ambassadeurs.date'), cell: (order) => day(order.created) },
              {
                key: 'statut',
                header: t('admin.ambassadeurs.statut'),
                cell: (order) => t(`admin.commandes.statuts.${order.statut}`),
              },
              {
                key: 'total_ht',
                header: t('admin.ambassadeurs.total_ht'),
                numeric: true,
                cell: (order) => money(order.total_ht),
              },
              {
                key: 'commission',
                header: t('admin.ambassadeurs.commission'),
                numeric: true,
                cell: (order) => money(order.commission_ht),
              },
            ]}
          />
        )}
      </Panel>
    </div>
  );
}
