import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { usePriceMode } from '../../../lib/use-price-mode.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ordersQueryOptions } from '../api/orders.ts';
import { LoadFailure } from '../components/load-failure.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { orderDate, orderTotal } from '../lib/order-display.ts';
import { useFormatters } from '../lib/use-formatters.ts';
import stackedTable from '../../../components/ui/stacked-table.module.css';
import styles from './account-area.module.css';

/** /:lang/mon-compte/commandes: the customer's orders, newest first, each opening its detail. */
export function OrdersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const mode = usePriceMode();
  const format = useFormatters();
  const orders = useQuery(ordersQueryOptions());
  useDocumentTitle(t('compte.commandes.titre'));

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <div className={styles.heading}>
        <h1 id="orders-title" className={styles.title}>
          {t('compte.commandes.titre')}
        </h1>
        <p className={styles.intro}>{t('compte.commandes.intro')}</p>
      </div>
      {orders.isPending ? (
        <p className={styles.muted} role="status">
          {t('commun.chargement')}
        </p>
      ) : orders.isError ? (
        <LoadFailure onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('compte.commandes.vide')}</p>
          <Link href={`~${localePath(locale, 'accueil')}`} className={buttonClassName('primary')}>
            {t('compte.commandes.vers_boutique')}
          </Link>
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${stackedTable.stacked}`}>
            <caption className="visually-hidden">{t('compte.commandes.titre')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('compte.commandes.colonnes.numero')}</th>
                <th scope="col">{t('compte.commandes.colonnes.date')}</th>
                <th scope="col">{t('compte.commandes.colonnes.statut')}</th>
                <th scope="col" className={styles.number}>
                  {t(`compte.commandes.colonnes.total_${mode}`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => {
                const label = order.numero ?? t('compte.commandes.sans_numero');
                return (
                  <tr key={order.hash}>
                    <th scope="row" data-label={t('compte.commandes.colonnes.numero')}>
                      <Link
                        href={`~${localePath(locale, `mon-compte/commandes/${order.hash}`)}`}
                        aria-label={t('compte.commandes.voir', { numero: label })}
                      >
                        {label}
                      </Link>
                    </th>
                    <td data-label={t('compte.commandes.colonnes.date')}>{format.date(orderDate(order))}</td>
                    <td data-label={t('compte.commandes.colonnes.statut')}>
                      <OrderStatusBadge statut={order.statut} />
                    </td>
                    <td className={styles.number} data-label={t(`compte.commandes.colonnes.total_${mode}`)}>
                      {format.euros(orderTotal(order, mode))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
