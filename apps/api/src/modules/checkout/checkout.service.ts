import { and, eq, lt, sql } from 'drizzle-orm';
import type { Locale } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { commandes, commandesDeclinaisons, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { renderOrderConfirmation } from './order-mail.ts';
import { toSnapshot, type CheckoutStateService } from './checkout-state.service.ts';
import { selectIntegerSetting } from './checkout-state.queries.ts';

const COMMISSION_KEY = 'ambassadeur.commission_bps';
import {
  emptyBasket,
  holdDiscount,
  nextCounter,
  retakeDiscount,
  releaseReservations,
  selectOrderForUpdate,
  selectOrderLines,
  takeStock,
} from './checkout.queries.ts';

export interface CheckoutOptions {
  db: Database;
  state: CheckoutStateService;
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
  const { db, state, provider, events, reservationMinutes, mails, publicUrl } = options;
  events.onSucceeded(async (tx, { eventId, intent }) => {
    const orderId = Number(intent.metadata.commande);
    if (!Number.isSafeInteger(orderId)) return;
    const order = await selectOrderForUpdate(tx, orderId);
    // Only a held (or lapsed) order becomes a sale; any other status means it was already handled.
    if (!order || (order.statut !== 'reservee' && order.statut !== 'expiree')) return;
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
      // The lapsed hold gave its discount use back: count it again (the limit may now refuse it).
      if (order.remise_id) await retakeDiscount(tx, order.remise_id, order.id, order.user_id);
    }
    const year = new Date().getUTCFullYear();
    const numero = `OC-${year}-${String(await nextCounter(tx, `commandes-${year}`)).padStart(6, '0')}`;
    // An invoice and a commission only for a sale; an order to refund gets neither.
    const facture = note ? null : `F-${year}-${String(await nextCounter(tx, `factures-${year}`)).padStart(6, '0')}`;
    const commissionBps = order.ambassadeur_id && !note ? await selectIntegerSetting(tx, COMMISSION_KEY, 0) : 0;
    await tx
      .update(commandes)
      .set({
        statut: note ? 'a_verifier' : 'payee',
        numero,
        facture_numero: facture,
        commission_ht: Math.round((order.total_ht * commissionBps) / 10_000),
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
        langue: order.langue,
        prenom: customer.prenom,
        numero,
        totalTtc: order.total_ttc,
        lines,
        url: `${publicUrl}/${order.langue}/mon-compte/commandes/${order.hash}`,
        order,
        facture,
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
    async startPayment(user: AuthenticatedUser, basketHash: string, locale: Locale) {
      const quote = await state.quote(user.id, basketHash, locale);
      const { panier, totaux, manquants } = quote.state;
      if (panier.count === 0) throw new AppError(409, 'Votre panier est vide.');
      if (Object.keys(manquants).length > 0) {
        throw new AppError(409, 'Il manque des informations pour payer votre commande.', manquants);
      }
      const [customer] = await db.select({ langue: users.langue }).from(users).where(eq(users.id, user.id));
      const order = await db.transaction(async (tx) => {
        await releaseReservations(tx, sql`panier_hash = ${basketHash} and user_id = ${user.id}`);
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
          })
          .returning();
        if (remise) await holdDiscount(tx, remise, created!.id, user.id);
        // Variants in id order, so two orders never wait on each other's locks.
        const lines = [...panier.lignes].sort((a, b) => a.id - b.id);
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
    releaseExpired() {
      return db.transaction((tx) => releaseReservations(tx, lt(commandes.expire, sql`now()`)));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
