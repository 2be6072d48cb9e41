import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import { FAILED_REFUND_STATUSES } from '../../providers/payments/payment-provider.ts';
import { restockUnits } from '../stock/restock.ts';
import { markRefunded } from './orders.queries.ts';
import { enqueueRefundMail } from './refund-mail.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.service.ts';
import { orderEventData } from './order-events.ts';
import { coversOrder, isRefundable } from './refund-state.ts';
import {
  flagMadeRefundFailed,
  lockOrderForRefund,
  noteProviderRefund,
  selectAskedRefundOfProvider,
  selectRefund,
  selectRefundLines,
  selectRefundsOfOrder,
  settleRefund,
  type RefundRow,
} from './refunds.queries.ts';

type OrderRow = typeof commandes.$inferSelect;

/** What follows a refund made, once committed. */
export interface RefundAftermath {
  /** Restocked units change what the storefront shows. */
  catalogue: { invalidate(): void };
  /** The outbox's dispatcher: the customer's refund mail leaves at once rather than at its next turn. */
  mails: { nudge(): unknown };
}

export interface RefundSettlementOptions {
  publicUrl: string;
  /** The invoices module's credit note of a refund made, issued in the transaction that records it. */
  issueCreditNote: (tx: Transaction, order: OrderRow, refund: RefundRow) => Promise<void>;
  /** The customer's status mail once the order is refunded in full (the statuses' module decides). */
  onRefunded?: (tx: Transaction, refunded: OrderRow) => Promise<unknown>;
  /** Where a refund failing after it was made is said for whoever watches the logs. */
  log?: { error: (details: object, message: string) => void };
}

/**
 * Records a refund made, once, in the caller's transaction (the guarded status change): its credit
 * note, the units back on the shelves, the customer's mail, and the order refunded once its refunds
 * cover what it cost. The order's row is locked before the refund's, as every refund path does, so
 * the provider's webhook and our own answer cannot wait on each other. Answers whether units went
 * back on the shelves (the caller refreshes the catalogue once committed).
 */
export async function recordRefundMade(
  tx: Transaction,
  options: RefundSettlementOptions,
  refundId: number,
  fournisseurId: string | null,
): Promise<boolean> {
  const asked = await selectRefund(tx, refundId);
  if (!asked) return false;
  const order = await lockOrderForRefund(tx, asked.commande_id);
  const made = await settleRefund(tx, refundId, 'effectue', fournisseurId);
  if (!order || !made) return false;
  await options.issueCreditNote(tx, order, made);
  const lines = await selectRefundLines(tx, made.id);
  for (const line of lines.filter((entry) => entry.restock)) {
    await restockUnits(tx, {
      declinaisonId: line.declinaison_id,
      entrepotId: line.entrepot_id,
      lotId: line.lot_id,
      qtt: line.qtt,
      commandeId: order.id,
      userId: made.par,
      note: `Remboursement ${made.id}`,
    });
  }
  await enqueueRefundMail(tx, order, made, options.publicUrl);
  await emitWebhookEvent(tx, 'refund.created', made.id, {
    remboursement: { id: made.id, montant_ttc: made.montant_ttc, effectue: made.effectue?.toISOString() ?? null },
    ...orderEventData(order),
  });
  const refunds = await selectRefundsOfOrder(tx, order.id);
  if (isRefundable(order.statut) && coversOrder(order, refunds)) {
    const refunded = await markRefunded(tx, order, fournisseurId);
    if (refunded && options.onRefunded) await options.onRefunded(tx, refunded);
  }
  return lines.some((line) => line.restock);
}

/**
 * A refund the provider settles later ('pending' at Stripe) stays asked, its amount reserved, until
 * the provider's word: succeeded records it made (credit note, restock, mail, as when made at once);
 * failed or canceled marks it refused, which frees its amount for another refund staff may make.
 * The payment events run this once per event id; the guarded status change keeps it single when
 * two events (refund.updated and charge.refund.updated) tell the same.
 */
export function registerRefundSettlement(events: PaymentEvents, options: RefundSettlementOptions & RefundAftermath) {
  events.onRefundUpdated(async (tx, event, afterCommit) => {
    const asked = await selectAskedRefundOfProvider(tx, event);
    if (!asked) {
      // Made, then failed after all: the credit note stands (the customer is owed the money) and
      // the order page tells staff to pay it back another way. Else settled already, or not ours.
      if (FAILED_REFUND_STATUSES.includes(event.status) && (await flagMadeRefundFailed(tx, event))) {
        options.log?.error({ refund: event.refundId }, 'a refund made failed after all at the provider');
      }
      return;
    }
    if (event.status === 'succeeded') {
      const restocked = await recordRefundMade(tx, options, asked.id, event.refundId);
      afterCommit(() => {
        if (restocked) options.catalogue.invalidate();
        options.mails.nudge();
      });
      return;
    }
    await lockOrderForRefund(tx, asked.commande_id);
    if (FAILED_REFUND_STATUSES.includes(event.status)) await settleRefund(tx, asked.id, 'refuse', event.refundId);
    else await noteProviderRefund(tx, asked.id, event.refundId);
  });
}
