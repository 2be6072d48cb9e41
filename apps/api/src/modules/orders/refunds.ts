import { calculateRefundRest } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import { RefundRefused, type PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  lockOrderByIntent,
  markRefunded,
  recordRefundAsked,
  selectOrderById,
  selectOrdersToRefund,
} from './orders.queries.ts';
import { orderNotFound } from './order-refusals.ts';
import { isRefundable, toRefundableOrder, toRefundedSoFar } from './refund-state.ts';
import { insertRefund, selectLinesForRefund, selectRefundsOfOrder, type RefundRow } from './refunds.queries.ts';

export { REFUNDABLE_STATUSES } from './refund-state.ts';

type OrderRow = typeof commandes.$inferSelect;

/**
 * Gives a paid order's money back in full, once; answers the order as it stands afterwards. `by`
 * is the staff member who asked (audited under the order); the upkeep's own refunds have none.
 */
export type RefundOrder = (orderId: number, by?: number) => Promise<OrderRow>;

/**
 * Refunds of orders. The provider's word that an intent was refunded in full (Stripe's
 * charge.refunded, or the provider's answer to our own request) records what was left to refund
 * as one refund made (`remboursements`, with its credit note) and turns its order 'remboursee',
 * once. `refundOrder` asks the provider for what is left with the idempotency key
 * `remboursement:{orderId}`: retried or concurrent calls get the same refund, never a second.
 */
export function registerRefundHandling(deps: {
  events: PaymentEvents;
  provider: PaymentProvider;
  db: Database;
  /** The invoices module's credit note of a refund made, issued in the transaction that records it. */
  issueCreditNote: (tx: Transaction, order: OrderRow, refund: RefundRow) => Promise<void>;
  /** The customer's status mail, queued in the same transaction (the statuses' module decides). */
  onRefunded?: (tx: Transaction, refunded: OrderRow) => Promise<unknown>;
}) {
  const { events, provider, db, issueCreditNote, onRefunded } = deps;

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

  const readOrder = async (orderId: number) => {
    const order = await selectOrderById(db, orderId);
    if (!order) throw orderNotFound();
    return order;
  };

  const refundOrder: RefundOrder = async (orderId, by) => {
    const order = await readOrder(orderId);
    // Already asked: the same refund, without asking the provider again.
    if (order.remboursement) return order;
    if (order.statut === 'remboursee')
      throw new AppError(409, 'Cette commande a déjà été remboursée.', {}, 'order_already_refunded');
    if (!isRefundable(order.statut) || !order.intent) {
      throw new AppError(409, 'Seule une commande payée peut être remboursée.', {}, 'order_not_paid');
    }
    // What earlier refunds (made or still asked) left: the whole order when there were none.
    const rest = calculateRefundRest(
      toRefundableOrder(order, await selectLinesForRefund(db, order.id)),
      toRefundedSoFar(await selectRefundsOfOrder(db, order.id, true)),
    );
    if (rest.total_ttc <= 0) {
      throw new AppError(409, 'Cette commande est déjà remboursée en totalité.', {}, 'refund_exceeds_paid');
    }
    let refund;
    try {
      refund = await provider.refund({
        intentId: order.intent,
        amount: rest.total_ttc,
        idempotencyKey: `remboursement:${order.id}`,
      });
    } catch (error) {
      if (error instanceof RefundRefused)
        throw new AppError(409, `Remboursement refusé : ${error.message}`, {}, 'refund_refused');
      throw new AppError(
        503,
        'Le prestataire de paiement ne répond pas : réessayez dans un instant.',
        {},
        'payment_provider_unavailable',
      );
    }
    await db.transaction(async (tx) => {
      const asked = await recordRefundAsked(tx, order.id, refund.id);
      if (asked && by !== undefined) {
        await recordAudit(tx, {
          userId: by,
          resource: 'commandes',
          recordId: asked.hash,
          before: { remboursement: null },
          after: { remboursement: refund.id },
        });
      }
    });
    if (refund.status === 'succeeded') {
      // The provider's answer is its word that the money went back: the order need not wait for
      // the webhook, which then finds it refunded already.
      await events.refunded({
        eventId: `remboursement:${refund.id}`,
        intentId: order.intent,
        refundId: refund.id,
        amountRefunded: order.total_ttc,
        isFullyRefunded: true,
      });
    }
    return readOrder(order.id);
  };

  /**
   * Refunds the orders paid after their hold lapsed with the stock sold elsewhere ('a_verifier'),
   * from the upkeep timer: a crash between payment and refund only delays it, and the idempotency
   * key keeps it single.
   */
  const refundFlagged = async () => {
    const flagged = await selectOrdersToRefund(db);
    // One refused refund (left for staff in the back office) must not hold the others back.
    const outcomes = await Promise.allSettled(flagged.map(({ id }) => refundOrder(id)));
    return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  };

  return { refundOrder, refundFlagged };
}

export type RefundHandling = ReturnType<typeof registerRefundHandling>;
