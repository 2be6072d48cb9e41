import { and, eq, lt, sql } from 'drizzle-orm';
import type { Locale } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { commandes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { releaseUnits } from '../stock/order-units.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { MailDispatcher } from '../outbox/outbox.service.ts';
import type { PaidOrder } from '../orders/new-order-mail.ts';
import { cancelIntents } from './cancel-intents.ts';
import type { CheckoutStateService } from './checkout-state.service.ts';
import { releaseReservations, selectOrderForUpdate } from './checkout.queries.ts';
import { settleSale } from './settle-sale.ts';
import { startPayment } from './start-payment.ts';
import { orderNotFound } from '../orders/order-refusals.ts';

/** A payment link's order: its intent recorded, and the order read back (the payment-links module). */
export { recordOrderIntent, selectLinkedOrder } from './checkout.queries.ts';

export interface CheckoutOptions {
  db: Database;
  state: CheckoutStateService;
  provider: PaymentProvider;
  events: PaymentEvents;
  /** How long stock stays held while the customer pays. */
  reservationMinutes: number;
  mails: MailDispatcher;
  publicUrl: string;
  /** The storefront's product list shows stock: every hold, release and retake refreshes it. */
  catalogue: Pick<CatalogueService, 'invalidate'>;
  /**
   * Told of each sale inside the payment's transaction, once per order (the shop's new-order mail);
   * `afterCommit` runs what must wait for the sale to be certain (a counter).
   */
  onSale?: (tx: Transaction, paid: PaidOrder, afterCommit: (job: () => void) => void) => Promise<void>;
}

/**
 * Turns a basket into a reserved order and a payment intent; the provider's "succeeded" turns the
 * order into a sale. Stock only ever moves through guarded statements inside transactions, so it
 * never goes below zero and is never sold twice, with one process or many.
 */
export function createCheckoutService(options: CheckoutOptions) {
  const { db, provider, events } = options;

  events.onSucceeded(async (tx, { eventId, intent }, afterCommit) => {
    const orderId = Number(intent.metadata.commande);
    if (!Number.isSafeInteger(orderId)) return;
    const order = await selectOrderForUpdate(tx, orderId);
    // Only a held (or lapsed) order becomes a sale; any other status means it was already handled.
    if (!order || (order.statut !== 'reservee' && order.statut !== 'expiree')) return;
    await settleSale(options, tx, order, { intent: intent.id, event: eventId, methodeId: null }, afterCommit);
  });

  return {
    /**
     * Records a payment staff received offline (transfer, cash) for a held order, in the caller's
     * transaction: the same sale as a card's success. Refused once the order is no longer held.
     */
    async settleOffline(tx: Transaction, orderId: number, methodeId: number, afterCommit: (job: () => void) => void) {
      const order = await selectOrderForUpdate(tx, orderId);
      if (!order || order.statut !== 'reservee')
        throw new AppError(409, 'Cette commande n’attend plus de paiement.', {}, 'order_not_awaiting_payment');
      await settleSale(options, tx, order, { intent: null, event: null, methodeId }, afterCommit);
    },

    /**
     * GET /api/paniers/stripeintent/{cartId}: reserves the basket's stock in a new order (giving
     * back any earlier hold of the same basket) and answers the payment intent for its total.
     */
    startPayment: (user: AuthenticatedUser, basketHash: string, locale: Locale) =>
      startPayment(options, user, basketHash, locale),

    /** checkout-reprise/{hash}: the intent of a reserved order the customer can still pay. */
    async resumePayment(user: AuthenticatedUser, orderHash: string) {
      const [order] = await db
        .select()
        .from(commandes)
        .where(and(eq(commandes.hash, orderHash), eq(commandes.user_id, user.id)));
      if (!order) throw orderNotFound();
      if (order.statut !== 'reservee' && order.statut !== 'expiree') {
        throw new AppError(409, 'Cette commande est déjà réglée.', {}, 'order_already_paid');
      }
      const intent = order.statut === 'reservee' && order.intent ? await provider.retrieveIntent(order.intent) : null;
      if (!intent || order.expire.getTime() <= Date.now()) {
        throw new AppError(
          409,
          'Votre réservation a expiré : reprenez votre panier pour payer.',
          {},
          'reservation_expired',
        );
      }
      return { intent_id: intent.id, client_secret: intent.clientSecret };
    },

    /** Gives back the stock of reservations past their time; answers how many orders expired. */
    async releaseExpired() {
      const released = await db.transaction(async (tx) => {
        const expired = await releaseReservations(tx, lt(commandes.expire, sql`now()`));
        await releaseUnits(
          tx,
          expired.flatMap((hold) => hold.lignes),
          null,
        );
        return expired;
      });
      await cancelIntents(options, released);
      return released.length;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
