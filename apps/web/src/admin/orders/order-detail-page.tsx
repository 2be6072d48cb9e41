import {
  commandesResource,
  formatEuros,
  refundedSoFar,
  type AdminOrderDetail,
  type OrderRefund,
  type RefundRequest,
} from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuditHistory } from '../kit/audit-history.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { orderDetailQueryOptions } from './api/order-detail.ts';
import { refundPart, retryRefund } from './api/refunds.ts';
import { shipOrder } from './api/ship-order.ts';
import { InvoiceButton, type Refetch } from './components/invoice-button.tsx';
import { OrderLines } from './components/order-lines.tsx';
import { CustomerPanel, DeliveryPanel, PaymentPanel } from './components/order-panels.tsx';
import { Panel } from '../kit/panel.tsx';
import { OrderNotes } from './components/order-notes.tsx';
import { OrderTimeline } from './components/order-timeline.tsx';
import { OrderParcelsPanel } from '../parcels/order-parcels-panel.tsx';
import { orderParcelsQueryOptions } from '../parcels/parcels-api.ts';
import { ShipDialog } from './components/ship-dialog.tsx';
import { OrderRefunds } from './refunds/order-refunds.tsx';
import { useStaffAccess } from '../staff/staff-api.ts';
import { RefundDialog } from './refunds/refund-dialog.tsx';
import { REFUND_DIALOG_PARAM } from './refunds/refund-dialog-param.ts';
import { amountLeft } from './refunds/refund-rule.ts';
import { NewReturnDialog } from '../returns/new-return-dialog.tsx';
import { OrderStepPanel } from '../workflows/order-step-panel.tsx';
import { StatusBadge, useStatuses } from '../workflows/status-badge.tsx';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import styles from '../admin.module.css';
import own from './orders.module.css';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';

/** A sale: what refunds (while not refunded in full) and returns apply to. */
const SOLD = new Set(['payee', 'a_verifier', 'expediee']);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function OrderView({ order, refetch }: { order: AdminOrderDetail; refetch: Refetch }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const placedAt = useShopTime('long').dateTime;
  const queryClient = useQueryClient();
  const [shipping, setShipping] = useState(false);
  const [recordingReturn, setRecordingReturn] = useState(false);
  // Opened from the orders list's refund action (…?rembourser): the dialog, its choice and reason.
  const search = useSearch();
  const [refunding, setRefunding] = useState(() => new URLSearchParams(search).has(REFUND_DIALOG_PARAM));
  const { announcement, say, fail } = useAnnouncer();
  const statuses = useStatuses();
  const numero = order.numero ?? t('admin.commandes.sans_numero');
  // The list, this page and the history share the resource's key: one refresh for all.
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceQueryKey(commandesResource.model) });
  const access = useStaffAccess();

  const ship = async (suivi: string) => {
    await shipOrder(order.id, suivi);
    say(t('admin.commandes.expediee', { numero }));
    await refresh();
  };
  // Refreshed whatever the answer. A provider outage leaves the refund asked: the dialog closes
  // so it is not asked twice, and the list offers to retry it.
  const refund = async (request: RefundRequest) => {
    try {
      say(refundSaid(await refundPart(order.id, request)));
    } catch (error) {
      if (!(error instanceof ApiError && error.reason === 'payment_provider_unavailable')) throw error;
      fail(new Error(t('admin.remboursements.refus.payment_provider_unavailable')));
    } finally {
      await refresh();
    }
  };
  const retry = async (asked: OrderRefund) => {
    try {
      const made = await retryRefund(order.id, asked.id);
      say(made.statut === 'effectue' ? refundSaid(made) : t('admin.remboursements.relance', { montant: euros(made) }));
    } finally {
      await refresh();
    }
  };
  const euros = (refund: OrderRefund) => formatEuros(refund.montant_ttc, tag);
  const refundSaid = (made: OrderRefund) =>
    t(made.statut === 'effectue' ? 'admin.remboursements.effectue' : 'admin.remboursements.en_attente', {
      montant: euros(made),
    });
  const canRefund =
    access.can('remboursements:ecrire') &&
    SOLD.has(order.statut) &&
    !order.remboursement &&
    amountLeft(order, refundedSoFar(order.remboursements ?? [])) > 0;
  // An order split into parcels ships parcel by parcel (each mails its customer).
  const parcels = useQuery(orderParcelsQueryOptions(order.id));
  const inParcels = (parcels.data?.length ?? 0) > 0;

  return (
    <>
      <header className={own.header}>
        <h1 className={styles.pageTitle}>{t('admin.commande.titre', { numero })}</h1>
        <p className={own.headerFacts}>
          <StatusBadge code={order.statut} statuses={statuses} />
          {order.test && <span className={styles.test}>{t('admin.commandes.test')}</span>}
          <span className={styles.muted}>
            {t('admin.commande.passee_le', {
              date: placedAt(order.created),
            })}
          </span>
          <span className={styles.muted}>
            {t('admin.commande.total', { montant: formatEuros(order.totaux.total_ttc, tag) })}
          </span>
        </p>
        <ShopTimeNote />
        <div className={styles.rowActions} role="group" aria-label={t('admin.commandes.actions_de', { numero })}>
          {order.statut === 'payee' && !inParcels && (
            <button type="button" className={styles.buttonSmall} onClick={() => setShipping(true)}>
              {t('admin.commandes.expedier')}
            </button>
          )}
          {canRefund && (
            <button
              type="button"
              className={`${styles.buttonSmall} ${styles.buttonDanger}`}
              onClick={() => setRefunding(true)}
            >
              {t('admin.commandes.rembourser')}
            </button>
          )}
          {SOLD.has(order.statut) && order.numero && (
            <button type="button" className={styles.buttonSmall} onClick={() => setRecordingReturn(true)}>
              {t('admin.retours.nouveau')}
            </button>
          )}
          <InvoiceButton order={order} refetch={refetch} />
          <InvoiceButton order={order} refetch={refetch} kind="avoir" />
        </div>
      </header>
      <Announcer announcement={announcement} />
      <OrderLines order={order} />
      <OrderParcelsPanel order={order} />
      <OrderRefunds order={order} onRetry={retry} />
      <div className={own.panels}>
        <CustomerPanel order={order} />
        <DeliveryPanel order={order} />
        <PaymentPanel order={order} />
        <OrderStepPanel hash={order.hash} />
        <Panel title={t('admin.commande.chronologie')}>
          <OrderTimeline entries={order.chronologie} />
        </Panel>
      </div>
      <OrderNotes hash={order.hash} notes={order.notes} onAdded={refresh} />
      <AuditHistory
        model={commandesResource.model}
        recordKey={order.hash}
        fieldLabels={commandesResource.labels.fields}
      />
      {shipping && <ShipDialog order={order} onShip={ship} onCancel={() => setShipping(false)} />}
      {recordingReturn && <NewReturnDialog order={order} onCancel={() => setRecordingReturn(false)} />}
      {refunding && canRefund && <RefundDialog order={order} onRefund={refund} onCancel={() => setRefunding(false)} />}
    </>
  );
}

/**
 * /:lang/ad/commandes/{hash}: one order for the team. Its lines, customer, addresses,
 * delivery and relay point, discount, VAT by rate, payment and refund, invoice, timeline, internal
 * notes and change history; the list's ship and refund actions work here too.
 */
export function OrderDetailPage() {
  const params = useParams<{ hash: string }>();
  const { t } = useTranslation();
  const query = useQuery(orderDetailQueryOptions(params.hash));
  const order = query.data;
  useDocumentTitle(
    order
      ? t('admin.commande.titre', { numero: order.numero ?? t('admin.commandes.sans_numero') })
      : t('admin.commandes.titre'),
  );
  const error = query.error;
  const isMissing = error instanceof ApiError && (error.code === 404 || error.code === 400);
  return (
    <div className={styles.page}>
      <p>
        <Link href="/commandes">{t('admin.commande.retour')}</Link>
      </p>
      {order ? (
        <OrderView order={order} refetch={() => query.refetch()} />
      ) : query.isPending ? (
        <p role="status" className={styles.muted}>
          {t('admin.commande.chargement')}
        </p>
      ) : isMissing ? (
        <div role="alert" className={own.empty}>
          <h1 className={styles.pageTitle}>{t('admin.commande.introuvable_titre')}</h1>
          <p>{t('admin.commande.introuvable')}</p>
        </div>
      ) : (
        <div role="alert" className={styles.announceAlert}>
          <p>
            {error instanceof ApiError && error.code === 403
              ? t('admin.commandes.acces_reserve_texte')
              : t('admin.commande.erreur', { message: errorText(error) })}
          </p>
          <button type="button" className={styles.buttonSmall} onClick={() => void query.refetch()}>
            {t('admin.commande.reessayer')}
          </button>
        </div>
      )}
    </div>
  );
}
