import { isNull, eq, and } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { paiementsRefuses } from '../../db/schema/index.ts';
import { RefundRefused, type PaymentIntent, type PaymentProvider } from '../../providers/payments/payment-provider.ts';

/**
 * Records a success nothing accepts (in the handler's transaction), so its money goes back:
 * `refundRefusedPayments` gives it back, once.
 */
export async function refusePayment(tx: Transaction, intent: PaymentIntent, motif: string) {
  await tx.insert(paiementsRefuses).values({ intent: intent.id, montant: intent.amount, motif }).onConflictDoNothing();
}

/**
 * Refunds the refused payments not refunded yet, from the upkeep timer: a crash only delays a
 * refund, and the idempotency key `refus:{intent}` keeps it single. A refund the provider refuses
 * for good is recorded with its reason, for staff, and not asked again.
 */
export async function refundRefusedPayments(db: Database, provider: PaymentProvider) {
  const pending = await db.select().from(paiementsRefuses).where(isNull(paiementsRefuses.remboursement));
  for (const row of pending) {
    let remboursement: string;
    try {
      remboursement = (await provider.refund({ intentId: row.intent, idempotencyKey: `refus:${row.intent}` })).id;
    } catch (error) {
      if (!(error instanceof RefundRefused)) continue;
      remboursement = `refusé : ${error.message}`;
    }
    await db
      .update(paiementsRefuses)
      .set({ remboursement })
      .where(and(eq(paiementsRefuses.intent, row.intent), isNull(paiementsRefuses.remboursement)));
  }
}
