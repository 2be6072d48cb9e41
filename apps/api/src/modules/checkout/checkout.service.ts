import { and, eq, lt, sql } from 'drizzle-orm';
import { MAX_HELD_UNITS_PER_VARIANT, type Locale } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { commandes, commandesDeclinaisons, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { removeOrderedUnits } from '../basket/basket.service.ts';
import { nextDocumentNumber } from '../counters/counters.service.ts';
import { holdUnits, releaseUnits, sellUnits } from '../stock/stock.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import type { PaidOrder } from '../orders/new-order-mail.ts';
import { renderOrderConfirmation } from './order-mail.ts';
import { toSnapshot, type CheckoutStateService } from './checkout-state.service.ts';
import { selectIntegerSetting } from './checkout-state.queries.ts';

import {
  holdDiscount,
  retakeDiscount,
  releaseReservations,
  selectHeldUnits,
  selectOrderForUpdate,
  selectOrderLines,
  type ReleasedHold,
} from './checkout.queries.ts';

/** A payment link's order: its intent recorded, and the order read back (the payment-links module). */
export { recordOrderIntent, selectLinkedOrder } from './checkout.queries.ts';

const COMMISSION_KEY = 'ambassadeur.commission_bps';
type OrderRow = typeof commandes.$inferSelect;

/** Why a late payment cannot become a sale: the order is flagged and refunded. */
class LapsedHoldRefused extends Error {}

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
  /** Told of each sale inside the payment's transaction, once per order (the shop's new-order mail). */
  onSale?: (tx: Transaction, paid: PaidOrder) => Promise<void>;
}

/**
 * Turns a basket into a reserved order and a payment intent; the provider's "succeeded" turns the
 * order into a sale. Stock only ever moves through guarded statements inside transactions, so it
 * never goes below zero and is never sold twice, with one process or many.
 */
export function createCheckoutService(options: CheckoutOptions) {
  const { db, state, provider, events, reservationMinutes, mails, publicUrl, catalogue, onSale } = options;

  /**
   * Cancels the intents of released holds, so an old payment page can no longer charge them. A
   * cancellation that fails (provider unreachable) leaves the late-payment rules to refund it.
   */
  async function cancelIntents(released: readonly ReleasedHold[]) {
    const intents = released.flatMap((hold) => (hold.intent ? [hold.intent] : []));
    await Promise.allSettled(intents.map((intent) => provider.cancelIntent(intent)));
    if (released.length > 0) catalogue.invalidate();
  }

  /**
   * A payment that arrives after its hold lapsed takes the code's use and the stock again, under
   * the same limits as a new hold; answers why it cannot (the order is then refunded) or null.
   */
  async function retakeLapsedHold(tx: Transaction, order: OrderRow): Promise<string | null> {
    const lines = await selectOrderLines(tx, order.id);
    try {
      await tx.transaction(async (savepoint) => {
        if (order.remise_id) {
          await retakeDiscount(savepoint, order.remise_id, order.id, order.user_id).catch((error: unknown) => {
            if (error instanceof AppError && error.statusCode === 409) {
              throw new LapsedHoldRefused(`code ${order.remise_code ?? ''} déjà utilisé`);
            }
            throw error;
          });
        }
        const hold = { commandeId: order.id, userId: order.user_id, note: 'Reprise après expiration' };
        if ((await holdUnits(savepoint, hold, lines)) !== null) throw new LapsedHoldRefused('stock insuffisant');
      });
      return null;
    } catch (error) {
      if (error instanceof LapsedHoldRefused) {
        return `Payée après expiration de la réservation, ${error.message} : à rembourser.`;
      }
      throw error;
    }
  }

  events.onSucceeded(async (tx, { eventId, intent }, afterCommit) => {
    const orderId = Number(intent.metadata.commande);
    if (!Number.isSafeInteger(orderId)) return;
    const order = await selectOrderForUpdate(tx, orderId);
    // Only a held (or lapsed) order becomes a sale; any other status means it was already handled.
    if (!order || (order.statut !== 'reservee' && order.statut !== 'expiree')) return;
    await settle(tx, order, { intent: intent.id, event: eventId, methodeId: null }, afterCommit);
  });

  /**
   * A held (or lapsed) order, locked by the caller, becomes a sale: its numbers, the sale of its
   * units, its mails, the ambassador's commission; a lapsed one whose stock or code is gone is
   * flagged to refund instead. The card's success and a payment staff record offline both come here.
   */
  async function settle(
    tx: Transaction,
    order: OrderRow,
    payment: { intent: string | null; event: string | null; methodeId: number | null },
    afterCommit: (job: () => void) => void,
  ) {
    const note = order.statut === 'expiree' ? await retakeLapsedHold(tx, order) : null;
    if (order.statut === 'expiree' && !note) afterCommit(() => catalogue.invalidate());
    const numero = await nextDocumentNumber(tx, 'commandes');
    // An invoice and a commission only for a sale; an order to refund gets neither.
    const facture = note ? null : await nextDocumentNumber(tx, 'factures');
    const commissionBps = order.ambassadeur_id && !note ? await selectIntegerSetting(tx, COMMISSION_KEY, 0) : 0;
    const [paid] = await tx
      .update(commandes)
      .set({
        statut: note ? 'a_verifier' : 'payee',
        numero,
        facture_numero: facture,
        commission_ht: Math.round((order.total_ht * commissionBps) / 10_000),
        payee: new Date(),
        intent: payment.intent ?? order.intent,
        event: payment.event,
        paiement_methode_id: payment.methodeId,
        note,
      })
      .where(eq(commandes.id, order.id))
      .returning();
    const lines = await selectOrderLines(tx, order.id);
    if (!note) {
      // The paid units leave the shelves (the storefront's total went down with the hold) and the
      // basket; lines added since stay. An order to refund leaves both whole.
      await sellUnits(tx, { commandeId: order.id, userId: order.user_id }, lines);
      await removeOrderedUnits(tx, order.panier_hash, order.id);
    }
    // Queued in the same transaction: the mails exist if and only if the sale does, once.
    const [customer] = await tx.select().from(users).where(eq(users.id, order.user_id));
    if (onSale && paid) await onSale(tx, { order: paid, customer: customer ?? null, lines });
    if (customer) {
      const mail = renderOrderConfirmation({
        langue: order.langue,
        prenom: customer.prenom,
        numero,
        totalTtc: order.total_ttc,
        lines,
        url: `${publicUrl}/${order.langue}/mon-compte/commandes/${order.hash}`,
        order,
        facture,
      });
      // A test-mode order says so from its subject on: nobody prepares a parcel nobody paid for.
      const subject = order.test ? `[TEST] ${mail.subject}` : mail.subject;
      await enqueueMail(tx, { to: customer.mail, ...mail, subject, key: `commande-confirmation:${order.id}` });
    }
    afterCommit(() => void mails.nudge());
  }

  return {
    /**
     * Records a payment staff received offline (transfer, cash) for a held order, in the caller's
     * transaction: the same sale as a card's success. Refused once the order is no longer held.
     */
    async settleOffline(tx: Transaction, orderId: number, methodeId: number, afterCommit: (job: () => void) => void) {
      const order = await selectOrderForUpdate(tx, orderId);
      if (!order || order.statut !== 'reservee') throw new AppError(409, 'Cette commande n’attend plus de paiement.');
      await settle(tx, order, { intent: null, event: null, methodeId }, afterCommit);
    },

    /**
     * GET /api/paniers/stripeintent/{cartId}: reserves the basket's stock in a new order (giving
     * back any earlier hold of the same basket) and answers the payment intent for its total.
     */
    async startPayment(user: AuthenticatedUser, basketHash: string, locale: Locale) {
      const quote = await state.quote(user.id, basketHash, locale);
      const { panier, totaux, manquants } = quote.state;
      if (panier.count === 0) throw new AppError(409, 'Votre panier est vide.');
      if (Object.keys(manquants).length > 0) {
        throw new AppError(409, 'Il manque des informations pour payer votre commande.', manquants);
      }
      const { order, released } = await db.transaction(async (tx) => {
        // The customer's row lock queues their concurrent payment starts, so the cap below holds.
        const [customer] = await tx
          .select({ langue: users.langue })
          .from(users)
          .where(eq(users.id, user.id))
          .for('update');
        const released = await releaseReservations(tx, sql`panier_hash = ${basketHash} and user_id = ${user.id}`);
        await releaseUnits(
          tx,
          released.flatMap((hold) => hold.lignes),
          user.id,
        );
        const held = await selectHeldUnits(tx, user.id);
        for (const line of panier.lignes) {
          if ((held.get(line.id) ?? 0) + line.quantity > MAX_HELD_UNITS_PER_VARIANT) {
            const message = `Vous ne pouvez pas réserver plus de ${MAX_HELD_UNITS_PER_VARIANT} exemplaires de ${line.produit.label} à la fois : contactez-nous pour une commande plus importante.`;
            throw new AppError(409, message, { [`declinaison.${line.id}`]: [message] });
          }
        }
        const { remise } = quote;
        const [created] = await tx
          .insert(commandes)
          .values({
            user_id: user.id,
            panier_hash: basketHash,
            langue: customer?.langue ?? locale,
            lignes_ht: totaux.lignes_ht,
            lignes_ttc: totaux.lignes_ttc,
            livraison_methode_id: quote.methode!.id,
            livraison_label: quote.methode!.label,
            livraison_ttc: totaux.livraison_ttc,
            remise_id: remise?.id ?? null,
            remise_code: remise?.code ?? null,
            remise_ttc: totaux.remise_ttc,
            total_ht: totaux.total_ht,
            total_ttc: totaux.total_ttc,
            tva: totaux.tva,
            adresse_livraison: toSnapshot(quote.livraison!),
            adresse_facturation: toSnapshot(quote.facturation!),
            point_relais: quote.pointRelais,
            cgv: quote.cgv,
            ambassadeur_id: remise?.ambassadeur_id ?? null,
            expire: new Date(Date.now() + reservationMinutes * 60_000),
            test: provider.kind === 'simulated',
          })
          .returning();
        if (remise) await holdDiscount(tx, remise, created!.id, user.id);
        // Variants in id order, so two orders never wait on each other's locks.
        const lines = [...panier.lignes].sort((a, b) => a.id - b.id);
        const short = await holdUnits(
          tx,
          { commandeId: created!.id, userId: user.id },
          lines.map((line) => ({ declinaison_id: line.id, qtt: line.quantity })),
        );
        const shortLine = lines.find((line) => line.id === short);
        if (shortLine) {
          throw new AppError(
            409,
            `Stock insuffisant pour ${shortLine.produit.label} (${shortLine.declinaison.label}).`,
            {
              [`declinaison.${shortLine.id}`]: ['Stock insuffisant.'],
            },
          );
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
        return { order: created!, released };
      });
      await cancelIntents(released);
      catalogue.invalidate();
      const intent = await provider.createIntent({
        amount: order.total_ttc,
        metadata: { commande: String(order.id) },
        idempotencyKey: `commande:${order.id}`,
      });
      await db.update(commandes).set({ intent: intent.id }).where(eq(commandes.id, order.id));
      return { intent_id: intent.id, client_secret: intent.clientSecret, customer_id: null, commande: order.hash };
    },

    /** checkout-reprise/{hash}: the intent of a reserved order the customer can still pay. */
    async resumePayment(user: AuthenticatedUser, orderHash: string) {
      const [order] = await db
        .select()
        .from(commandes)
        .where(and(eq(commandes.hash, orderHash), eq(commandes.user_id, user.id)));
      if (!order) throw notFound('Commande introuvable.');
      if (order.statut !== 'reservee' && order.statut !== 'expiree') {
        throw new AppError(409, 'Cette commande est déjà réglée.');
      }
      const intent = order.statut === 'reservee' && order.intent ? await provider.retrieveIntent(order.intent) : null;
      if (!intent || order.expire.getTime() <= Date.now()) {
        throw new AppError(409, 'Votre réservation a expiré : reprenez votre panier pour payer.');
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
      await cancelIntents(released);
      return released.length;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
