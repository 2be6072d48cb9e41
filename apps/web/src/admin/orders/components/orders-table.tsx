import { formatEuros, type AdminOrderSummary } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import stackedTable from '../../../components/ui/stacked-table.module.css';
import styles from '../../admin.module.css';

export interface OrderActions {
  onShip: (order: AdminOrderSummary) => void;
  onRefund: (order: AdminOrderSummary) => void;
}

/** Paid and not yet refunded: what a refund can apply to. */
const REFUNDABLE = new Set(['payee', 'a_verifier', 'expediee']);

/** "Camille Durand", or the mail when the account has no name. */
export const orderCustomer = (order: AdminOrderSummary) =>
  [order.client.prenom, order.client.nom].filter(Boolean).join(' ') || order.client.mail;

/**
 * The orders (number, date, customer, total, status in words). A paid order can be marked shipped;
 * a paid, not yet refunded one can be refunded.
 */
export function OrdersTable({
  orders,
  busy,
  actions,
}: {
  orders: readonly AdminOrderSummary[];
  /** Ids of the orders with a call under way. */
  busy: ReadonlySet<number>;
  actions: OrderActions;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={styles.tableScroll}>
      <table className={`${styles.table} ${stackedTable.stacked}`}>
        <caption className="visually-hidden">{t('admin.commandes.titre')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.commandes.colonnes.numero')}</th>
            <th scope="col">{t('admin.commandes.colonnes.date')}</th>
            <th scope="col">{t('admin.commandes.colonnes.client')}</th>
            <th scope="col" className={styles.numeric}>
              {t('admin.commandes.colonnes.total')}
            </th>
            <th scope="col">{t('admin.commandes.colonnes.statut')}</th>
            <th scope="col">{t('admin.commandes.colonnes.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const numero = order.numero ?? t('admin.commandes.sans_numero');
            const isBusy = busy.has(order.id);
            return (
              <tr key={order.id} data-paid={order.statut !== 'reservee' && order.statut !== 'expiree'}>
                <th scope="row" className={styles.nowrap} data-label={t('admin.commandes.colonnes.numero')}>
                  {numero}
                  {order.test ? <span className={styles.test}>{t('admin.commandes.test')}</span> : null}
                </th>
                <td className={styles.nowrap} data-label={t('admin.commandes.colonnes.date')}>
                  {dateTime.format(new Date(order.payee ?? order.created))}
                </td>
                <td className={styles.customer} data-label={t('admin.commandes.colonnes.client')}>
                  <span className={styles.customerName}>{orderCustomer(order)}</span>
                  <span className={styles.customerContact}>{order.client.mail}</span>
                </td>
                <td className={styles.numeric} data-label={t('admin.commandes.colonnes.total')}>
                  {formatEuros(order.total_ttc, tag)}
                </td>
                <td data-label={t('admin.commandes.colonnes.statut')}>
                  <span className={styles.status} data-paid={order.statut === 'payee' || order.statut === 'expediee'}>
                    {t(`admin.commandes.statuts.${order.statut}`)}
                  </span>
                  {order.suivi && (
                    <span className={styles.customerContact}>
                      {t('admin.commandes.suivi_numero', { suivi: order.suivi })}
                    </span>
                  )}
                </td>
                <td>
                  <div
                    className={styles.rowActions}
                    role="group"
                    aria-label={t('admin.commandes.actions_de', { numero })}
                  >
                    {order.statut === 'payee' && (
                      <button
                        type="button"
                        className={styles.buttonSmall}
                        disabled={isBusy}
                        onClick={() => actions.onShip(order)}
                      >
                        {t('admin.commandes.expedier')}
                      </button>
                    )}
                    {REFUNDABLE.has(order.statut) && (
                      <button
                        type="button"
                        className={`${styles.buttonSmall} ${styles.buttonDanger}`}
                        disabled={isBusy}
                        onClick={() => actions.onRefund(order)}
                      >
                        {t('admin.commandes.rembourser')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
