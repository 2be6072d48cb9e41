import { useQuery } from '@tanstack/react-query';
import { ShareButtons } from '../../../components/ui/share-buttons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ambassadorQueryOptions } from '../api/ambassador.ts';
import { CopyValue } from '../components/copy-value.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { useFormatters } from '../lib/use-formatters.ts';
import stackedTable from '../../../components/ui/stacked-table.module.css';
import styles from './account-area.module.css';
import ambassadorStyles from './ambassador-page.module.css';

/**
 * /:lang/mon-compte/ambassadeur: the ambassador's referral code and link to share, how the
 * commission works, and the paid orders the code brought with the commission each earned.
 */
export function AmbassadorPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const userId = useStoredSessionToken()?.user.id ?? 0;
  const query = useQuery({ ...ambassadorQueryOptions(userId), enabled: userId > 0 });
  useDocumentTitle(t('compte.ambassadeur.titre'));
  const area = query.data;

  const heading = (
    <div className={styles.heading}>
      <h1 id="ambassador-title" className={styles.title}>
        {t('compte.ambassadeur.titre')}
      </h1>
      {area && (
        <p className={styles.intro}>
          {t('compte.ambassadeur.explication', {
            commission: format.percent(area.commission_bps),
            remise: format.percent(area.remise_bps),
          })}
        </p>
      )}
    </div>
  );

  if (!area) {
    const isRefused = query.error instanceof ApiError && query.error.code === 403;
    return (
      <section className={styles.page} aria-labelledby="ambassador-title">
        {heading}
        {query.isError ? (
          isRefused ? (
            <div className={styles.empty} role="alert">
              <p className={styles.emptyTitle}>{t('compte.ambassadeur.reserve')}</p>
              <p className={styles.muted}>{t('compte.ambassadeur.reserve_texte')}</p>
            </div>
          ) : (
            <LoadFailure onRetry={() => void query.refetch()} />
          )
        ) : (
          <p className={styles.muted} role="status">
            {t('commun.chargement')}
          </p>
        )}
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="ambassador-title">
      {heading}
      <section className={styles.panel} aria-labelledby="ambassador-share">
        <h2 id="ambassador-share" className={styles.subtitle}>
          {t('compte.ambassadeur.partager')}
        </h2>
        <div className={ambassadorStyles.share}>
          <CopyValue
            label={t('compte.ambassadeur.code')}
            value={area.code_parrainage}
            copyLabel={t('compte.ambassadeur.copier_code')}
          />
          {/* The share buttons below copy the link. */}
          <CopyValue label={t('compte.ambassadeur.lien')} value={area.lien} />
          <ShareButtons url={area.lien} title={t('compte.ambassadeur.partage_titre')} />
        </div>
      </section>

      <section aria-labelledby="ambassador-orders" className={ambassadorStyles.orders}>
        <h2 id="ambassador-orders" className={styles.subtitle}>
          {t('compte.ambassadeur.commandes')}
        </h2>
        <p className={ambassadorStyles.total}>
          <span>{t('compte.ambassadeur.total_commission')}</span>
          <strong>{format.euros(area.total_commission_ht)}</strong>
        </p>
        {area.commandes.length === 0 ? (
          <p className={styles.muted}>{t('compte.ambassadeur.aucune_commande')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${stackedTable.stacked}`}>
              <thead>
                <tr>
                  <th scope="col">{t('compte.commandes.colonnes.numero')}</th>
                  <th scope="col">{t('compte.commandes.colonnes.date')}</th>
                  <th scope="col" className={styles.number}>
                    {t('compte.commandes.colonnes.total_ht')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('compte.ambassadeur.commission_ht')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {area.commandes.map((order, index) => (
                  <tr key={order.numero ?? index}>
                    <th scope="row" data-label={t('compte.commandes.colonnes.numero')}>
                      {order.numero ?? t('compte.commandes.sans_numero')}
                    </th>
                    <td data-label={t('compte.commandes.colonnes.date')}>
                      {order.date ? format.date(order.date) : ''}
                    </td>
                    <td className={styles.number} data-label={t('compte.commandes.colonnes.total_ht')}>
                      {format.euros(order.total_ht)}
                    </td>
                    <td className={styles.number} data-label={t('compte.ambassadeur.commission_ht')}>
                      {format.euros(order.commission_ht)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
