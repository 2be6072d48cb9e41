import { calculateRefundRest } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import { lockOrderByIntent, markRefunded } from './orders.queries.ts';
import { isRefundable, toRefundableOrder, toRefundedSoFar } from './refund-state.ts';
import { insertRefund, selectLinesForRefund, selectRefundsOfOrder, type RefundRow } from './refunds.queries.ts';

export { REFUNDABLE_STATUSES } from './refund-state.ts';

type OrderRow = typeof commandes.$inferSelect;

/**
 * Refunds made outside the shop. The provider's word that an intent was refunded in full (Stripe's
 * charge.refunded, for a refund made from its dashboard) records what was left to refund as one
 * refund made (`remboursements`, with its credit note) and turns its order 'remboursee', once.
 * The shop's own refunds, in part or of everything, go through partial-refunds.ts.
 */
export function registerRefundHandling(deps: {
  events: PaymentEvents;
  /** The invoices module's credit note of a refund made, issued in the transaction that records it. */
  issueCreditNote: (tx: Transaction, order: OrderRow, refund: RefundRow) => Promise<void>;
  /** The customer's status mail, queued in the same transaction (the statuses' module decides). */
  onRefunded?: (tx: Transaction, refunded: OrderRow) => Promise<unknown>;
}) {
  const { events, issueCreditNote, onRefunded } = deps;

  events.onRefunded(async (tx, { intentId, refundId, isFullyRefunded }) => {
    // A partial refund (made from the provider's dashboard, or one of ours) leaves the order as it is.
    if (!isFullyRefunded) return;
    const order = await lockOrderByIntent(tx, intentId);
    if (!order || !isRefundable(order.statut)) return;
    const refunds = await selectRefundsOfOrder(tx, order.id);
    const lines = await selectLinesForRefund(tx, order.id);
    const rest = calculateRefundRest(toRefundableOrder(order, lines), toRefundedSoFar(refunds));
    if (rest.total_ttc > 0) {
      const made = await insertRefund(
        tx,
        {
          commande_id: order.id,
          statut: 'effectue',
          montant_ttc: rest.total_ttc,
          montant_ht: rest.total_ht,
          tva: rest.tva,
          livraison_ttc: rest.livraison_ttc,
          libre_ttc: rest.libre_ttc,
          fournisseur_id: refundId,
          effectue: new Date(),
        },
        rest.lignes.map((line) => ({ ...line, restock: false, entrepot_id: null })),
      );
      await issueCreditNote(tx, order, made);
    }
    // A part still asked of the provider turns the order refunded when it is made.
    if (refunds.some((refund) => refund.statut === 'demande')) return;
    const refunded = await markRefunded(tx, order, refundId);
    if (refunded && onRefunded) await onRefunded(tx, refunded);
  });
}
