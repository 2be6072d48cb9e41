import { eq } from 'drizzle-orm';
import { stripelinks } from '../../db/schema/index.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import { refusePayment } from '../payments/refused-payments.ts';

/**
 * A paid intent that belongs to a link marks it paid, once, and only for the amount the link asks
 * now. Any other success (a second payment, an intent of an earlier amount, a deleted link) is
 * money nobody asked for: it is refunded.
 */
export function settleLinkPayments(events: PaymentEvents) {
  events.onSucceeded(async (tx, { eventId, intent }) => {
    const linkId = Number(intent.metadata.stripelink);
    if (!Number.isSafeInteger(linkId)) return;
    const [link] = await tx.select().from(stripelinks).where(eq(stripelinks.id, linkId)).for('update');
    if (!link) return;
    const refusal = link.deleted
      ? 'lien supprimé'
      : link.paye
        ? 'lien déjà payé'
        : intent.amount !== link.montant
          ? `montant ${intent.amount} au lieu de ${link.montant}`
          : null;
    if (refusal) return refusePayment(tx, intent, `Lien de paiement ${link.id} : ${refusal}.`);
    await tx
      .update(stripelinks)
      .set({ paye: new Date(), intent: intent.id, event: eventId })
      .where(eq(stripelinks.id, link.id));
  });
}
