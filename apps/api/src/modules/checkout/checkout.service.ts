import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commandes, commandesDeclinaisons, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { BasketService } from '../basket/basket.service.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { renderOrderConfirmation } from './order-mail.ts';
import {
  emptyBasket,
  nextCounter,
  releaseReservations,
  selectOrderForUpdate,
  selectOrderLines,
  takeStock,
} from './checkout.queries.ts';

export interface CheckoutOptions {
  db: Database;
  baskets: BasketService;
  provider: PaymentProvider;
  events: PaymentEvents;
  /** How long stock stays held while the customer pays. */
  reservationMinutes: number;
  mails: MailDispatcher;
  publicUrl: string;
}

/**
 * Turns a basket into a reserved order and a payment intent; the provider's "succeeded" turns the
 * order into a sale. Stock only ever moves through guarded statements inside transactions, so it
 * never goes below zero and is never sold twice, with one process or many.
 */
export function createCheckoutService(options: CheckoutOptions) {
  const { db, baskets, provider, events, reservationMinutes, mails, publicUrl } = options;
  events.onSucceeded(async (tx, { eventId, intent }) => {
    const orderId = Number(intent.metadata.commande);
    if (!Number.isSafeInteger(orderId)) return;
    const order = await selectOrderForUpdate(tx, orderId);
    if (!order || order.statut === 'payee' || order.statut === 'a_verifier') return;
    let note: string | null = null;
    if (order.statut === 'expiree') {
      // Paid after the hold ran out: take the stock again if it is still there.
      const lines = await selectOrderLines(tx, order.id);
      const isRetaken = await tx
        .transaction(async (savepoint) => {
          for (const line of lines) {
            if (!(await takeStock(savepoint, line.declinaison_id, line.qtt))) throw new Error('short');
          }
          return true;
        })
        .catch(() => false);
      if (!isRetaken) note = 'Payée après expiration de la réservation, stock insuffisant : à rembourser.';
    }
    const year = new Date().getUTCFullYear();
    const numero = `OC-${year}-${String(await nextCounter(tx, `commandes-${year}`)).padStart(6, '0')}`;
    await tx
      .update(commandes)
      .set({
        statut: note ? 'a_verifier' : 'payee',
        numero,
        payee: new Date(),
        intent: intent.id,
        event: eventId,
        note,
      })
      .where(eq(commandes.id, order.id));
    await emptyBasket(tx, order.panier_hash);
    // Queued in the same transaction: the mail exists if and only if the sale does, once.
    const [customer] = await tx.select().from(users).where(eq(users.id, order.user_id));
    if (customer) {
      const lines = await selectOrderLines(tx, order.id);
      const mail = renderOrderConfirmation({
        langue: customer.langue,
        prenom: customer.prenom,
        numero,
        totalTtc: order.total_ttc,
        lines,
        url: `${publicUrl}/${customer.langue}/mon-compte/commandes/${order.hash}`,
      });
      await enqueueMail(tx, { to: customer.mail, ...mail, key: `commande-confirmation:${order.id}` });
      setImmediate(() => void mails.nudge());
    }
  });

  return {
    /**
     * GET /api/paniers/stripeintent/{cartId}: reserves the basket's stock in a new order (giving
     * back any earlier hold of the same basket) and answers the payment intent for its total.
     */
    async startPayment(user: AuthenticatedUser, basketHash: string) {
      const basket = await baskets.getBasket(basketHash, user.id, 'fr');
      if (basket.count === 0) throw new AppError(409, 'Votre panier est vide.');
      const order = await db.transaction(async (tx) => {
        await releaseReservations(tx, sql`panier_hash = ${basketHash} and user_id = ${user.id}`);
        const [created] = await tx
          .insert(commandes)
          .values({
            user_id: user.id,
            panier_hash: basketHash,
            total_ht: basket.total_ht,
            total_ttc: basket.total_ttc,
            expire: new Date(Date.now() + reservationMinutes * 60_000),
          })
          .returning();
        // Variants in id order, so two orders never wait on each other's locks.
        const lines = [...basket.lignes].sort((a, b) => a.id - b.id);
        for (const line of lines) {
          if (!(await takeStock(tx, line.id, line.quantity))) {
            throw new AppError(409, `Stock insuffisant pour ${line.produit.label} (${line.declinaison.label}).`, {
              [`declinaison.${line.id}`]: ['Stock insuffisant.'],
            });
          }
        }
        await tx.insert(commandesDeclinaisons).values(
          lines.map((line) => ({
            commande_id: created!.id,
            declinaison_id: line.id,
            qtt: line.quantity,
            prix_ht: line.declinaison.prix_ht,
            prix_ttc: line.declinaison.prix_ttc,
            produit_label: line.produit.label,
            label: `${line.declinaison.conteneur} ${line.declinaison.label}`.trim(),
          })),
        );
        return created!;
      });
      const intent = await provider.createIntent({
        amount: order.total_ttc,
        metadata: { commande: String(order.id) },
        idempotencyKey: `commande:${order.id}`,
      });
      await db.update(commandes).set({ intent: intent.id }).where(eq(commandes.id, order.id));
      return { intent_id: intent.id, client_secret: intent.clientSecret, customer_id: null, commande: order.hash };
    },

    /** Gives back the stock of reservations past their time; answers how many orders expired. */
    releaseExpired() {
      return db.transaction((tx) => releaseReservations(tx, lt(commandes.expire, sql`now()`)));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
