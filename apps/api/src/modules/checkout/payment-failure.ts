import { eq } from 'drizzle-orm';
import { commandes, users } from '../../db/schema/index.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { paymentFailureMail } from './order-mail.ts';

/**
 * A failed attempt to pay an order (declined card, refused authentication) sends its customer the
 * failure mail with the link to resume paying, once per attempt (one outbox key per event). The
 * order stays 'reservee': it can still be paid at checkout-reprise/{hash} while its hold lasts.
 */
export function registerPaymentFailureMail(deps: { events: PaymentEvents; mails: MailDispatcher; publicUrl: string }) {
  const { events, mails, publicUrl } = deps;
  events.onFailed(async (tx, { eventId, intent }, afterCommit) => {
    const orderId = Number(intent.metadata.commande);
    // A payment link's payer sees the refusal on the link's page, which stays payable: no mail.
    if (!Number.isSafeInteger(orderId) || intent.metadata.stripelink) return;
    // Locked like the success path locks it: a failure reported while another attempt succeeds
    // waits for it, then finds the order paid.
    const [order] = await tx.select().from(commandes).where(eq(commandes.id, orderId)).for('update');
    // Paid in the meantime (another attempt went through), or expired: nothing to resume.
    if (!order || order.statut !== 'reservee') return;
    const [customer] = await tx.select().from(users).where(eq(users.id, order.user_id));
    if (!customer) return;
    const mail = await renderMail(tx, paymentFailureMail, order.langue, {
      prenom: customer.prenom,
      numero: order.numero,
      totalTtc: order.total_ttc,
      url: `${publicUrl}/${order.langue}/checkout-reprise/${order.hash}`,
    });
    // Queued in the event's transaction: the mail exists if and only if the event was handled.
    await enqueueMail(tx, { to: customer.mail, ...mail, key: `paiement-echec:${intent.id}:${eventId}` });
    // Sent once committed: a dispatch before the commit would not see the row, leaving the mail to
    // the outbox job's next turn.
    afterCommit(() => void mails.nudge());
  });
}
