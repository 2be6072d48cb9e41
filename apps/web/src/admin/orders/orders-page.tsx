import { ADMIN_ORDERS_PAGE_SIZE, formatEuros, type AdminOrderSummary, type OrderStatus } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ordersQueryKey, ordersQueryOptions } from './api/list-orders.ts';
import { refundOrder } from './api/refund-order.ts';
import { shipOrder } from './api/ship-order.ts';
import { orderCustomer, OrdersTable } from './components/orders-table.tsx';
import { ShipDialog } from './components/ship-dialog.tsx';
import { StatusFilter } from './components/status-filter.tsx';
import styles from '../admin.module.css';
import ownStyles from './orders.module.css';

type Announcement = { tone: 'status' | 'alert'; text: string } | null;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /:lang/ad/commandes: the orders, newest first, filtered by status; a paid order can be marked
 * shipped (with an optional tracking number) or refunded after a confirmation. The API keeps the
 * list to admins; anyone else sees the team-only state.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.commandes.titre'));
  const tag = useLocaleTag();
  const queryClient = useQueryClient();
  const [statut, setStatut] = useState<OrderStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery(ordersQueryOptions({ statut, page }));
  const [shipping, setShipping] = useState<AdminOrderSummary | null>(null);
  const [refunding, setRefunding] = useState<AdminOrderSummary | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState<Announcement>(null);

  if (list.error instanceof ApiError && list.error.code === 403) {
    return (
      <section className={styles.forbidden} aria-labelledby="acces-reserve">
        <h1 id="acces-reserve" className={styles.pageTitle}>
          {t('admin.acces_reserve')}
        </h1>
        <p>{t('admin.commandes.acces_reserve_texte')}</p>
      </section>
    );
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersQueryKey() });
  const ship = async (order: AdminOrderSummary, suivi: string) => {
    await shipOrder(order.id, suivi);
    setAnnouncement({ tone: 'status', text: t('admin.commandes.expediee', { numero: order.numero ?? '' }) });
    await refresh();
  };
  const refund = async (order: AdminOrderSummary) => {
    setBusy((current) => new Set(current).add(order.id));
    setAnnouncement(null);
    try {
      await refundOrder(order.id);
      setAnnouncement({ tone: 'status', text: t('admin.commandes.remboursee', { numero: order.numero ?? '' }) });
      await refresh();
    } catch (error) {
      setAnnouncement({ tone: 'alert', text: t('admin.commandes.erreur', { message: errorText(error) }) });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(order.id);
        return next;
      });
    }
  };

  const orders = list.data?.datas ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.commandes.titre')}</h1>
      <section className={styles.panel} aria-labelledby="liste-commandes">
        <div className={styles.panelHead}>
          <h2 id="liste-commandes" className={styles.panelTitle}>
            {t('admin.commandes.liste')}
          </h2>
          <StatusFilter
            value={statut}
            onChange={(next) => {
              setStatut(next);
              setPage(1);
            }}
          />
        </div>
        <div className={styles.announce}>
          <p role="status" className={styles.announceStatus}>
            {announcement?.tone === 'status' ? announcement.text : ''}
          </p>
          <p role="alert" className={styles.announceAlert}>
            {announcement?.tone === 'alert' ? announcement.text : ''}
          </p>
        </div>
        {list.isPending ? (
          <p role="status" className={styles.muted}>
            {t('admin.commandes.chargement')}
          </p>
        ) : list.isError ? (
          <p role="alert" className={styles.announceAlert}>
            {t('admin.commandes.erreur', { message: list.error.message })}
          </p>
        ) : orders.length === 0 ? (
          <p className={styles.muted}>{t('admin.commandes.vide')}</p>
        ) : (
          <>
            <OrdersTable orders={orders} busy={busy} actions={{ onShip: setShipping, onRefund: setRefunding }} />
            {pages > 1 && (
              <nav className={ownStyles.pager} aria-label={t('admin.commandes.pagination')}>
                <button
                  type="button"
                  className={styles.buttonSmall}
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t('admin.commandes.precedente')}
                </button>
                <span>{t('admin.commandes.page', { page, pages })}</span>
                <button
                  type="button"
                  className={styles.buttonSmall}
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('admin.commandes.suivante')}
                </button>
              </nav>
            )}
          </>
        )}
      </section>

      {shipping && (
        <ShipDialog order={shipping} onShip={(suivi) => ship(shipping, suivi)} onCancel={() => setShipping(null)} />
      )}
      {refunding && (
        <ConfirmDialog
          title={t('admin.commandes.rembourser_titre')}
          message={t('admin.commandes.rembourser_question', {
            numero: refunding.numero ?? '',
            montant: formatEuros(refunding.total_ttc, tag),
            client: orderCustomer(refunding),
          })}
          confirmLabel={t('admin.commandes.rembourser')}
          onConfirm={() => void refund(refunding)}
          onCancel={() => setRefunding(null)}
        />
      )}
    </div>
  );
}
