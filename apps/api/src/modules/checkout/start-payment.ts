import { eq, sql } from 'drizzle-orm';
import { lineVatRateBps, MAX_HELD_UNITS_PER_VARIANT, vatRateBps, type Locale } from '@boutique/domain';
import { commandes, commandesDeclinaisons, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { basketEmpty } from './checkout-refusals.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { holdUnits, releaseUnits } from '../stock/order-units.ts';
import { cancelIntents } from './cancel-intents.ts';
import { toSnapshot } from './checkout-state.service.ts';
import { holdDiscount, releaseReservations, selectHeldUnits } from './checkout.queries.ts';
import type { CheckoutOptions } from './checkout.service.ts';

export type StartPaymentDeps = Pick<CheckoutOptions, 'db' | 'state' | 'provider' | 'reservationMinutes' | 'catalogue'>;

/**
 * GET /api/paniers/stripeintent/{cartId}: reserves the basket's stock in a new order (giving
 * back any earlier hold of the same basket) and answers the payment intent for its total.
 */
export async function startPayment(
  deps: StartPaymentDeps,
  user: AuthenticatedUser,
  basketHash: string,
  locale: Locale,
) {
  const { db, state, provider, reservationMinutes, catalogue } = deps;
  const quote = await state.quote(user.id, basketHash, locale);
  const { panier, totaux, manquants } = quote.state;
  if (panier.count === 0) throw basketEmpty();
  if (Object.keys(manquants).length > 0) {
    throw new AppError(
      409,
      'Il manque des informations pour payer votre commande.',
      manquants,
      'checkout_details_missing',
    );
  }
  const { order, released } = await db.transaction(async (tx) => {
    // The customer's row lock queues their concurrent payment starts, so the cap below holds.
    const [customer] = await tx.select({ langue: users.langue }).from(users).where(eq(users.id, user.id)).for('update');
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
        throw new AppError(409, message, { [`declinaison.${line.id}`]: [message] }, 'hold_limit_reached');
      }
    }
    const { remise } = quote;
    const [created] = await tx
      .insert(commandes)
      .values({
        user_id: user.id,
        panier_hash: basketHash,
        langue: customer?.langue ?? locale,
        // The totals the customer saw: lines, delivery, discount, HT, TTC and VAT by rate.
        ...totaux,
        livraison_methode_id: quote.methode!.id,
        livraison_label: quote.methode!.label,
        remise_id: remise?.id ?? null,
        remise_code: remise?.code ?? null,
        tva_pays: quote.tva.pays,
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
        'stock_insufficient',
      );
    }
    await tx.insert(commandesDeclinaisons).values(
      lines.map((line) => ({
        commande_id: created!.id,
        declinaison_id: line.id,
        qtt: line.quantity,
        prix_ht: line.declinaison.prix_ht,
        prix_ttc: line.declinaison.prix_ttc,
        // The discount as this line got it: a code limited to some products takes only from theirs.
        remise: quote.remisesLignes.get(line.id) ?? 0,
        tva_bps: lineVatRateBps(vatRateBps(line.declinaison), quote.tva),
        produit_label: line.produit.label,
        label: `${line.declinaison.conteneur} ${line.declinaison.label}`.trim(),
      })),
    );
    return { order: created!, released };
  });
  await cancelIntents(deps, released);
  catalogue.invalidate();
  const intent = await provider.createIntent({
    amount: order.total_ttc,
    metadata: { commande: String(order.id) },
    idempotencyKey: `commande:${order.id}`,
  });
  await db.update(commandes).set({ intent: intent.id }).where(eq(commandes.id, order.id));
  return { intent_id: intent.id, client_secret: intent.clientSecret, customer_id: null, commande: order.hash };
}
