import { randomBytes, randomUUID } from 'node:crypto';
import { checkoutTotals } from '@boutique/domain';
import { asc, eq } from 'drizzle-orm';
import { commandes, commandesDeclinaisons, declinaisons } from '../db/schema/index.ts';
import { insertSimulatedIntent } from './payment-fixtures.ts';
import type { TestContext } from './test-app.ts';

/** 3 creams at 20 % and 2 books at 5.5 %, 4,90 € delivery, 5,00 € off: 57,00 € paid. */
export const CREAM = { qtt: 3, prix_ht: 1000, prix_ttc: 1200 };
export const BOOK = { qtt: 2, prix_ht: 1000, prix_ttc: 1055 };
export const DELIVERY = 490;
export const DISCOUNT = 500;

/** The seeded catalogue's first two variants, as the cream and the book of the refund tests. */
export async function refundVariants(ctx: TestContext) {
  const variants = await ctx.database.db
    .select({ id: declinaisons.id })
    .from(declinaisons)
    .orderBy(asc(declinaisons.id))
    .limit(2);
  const [cream, book] = variants.map((variant) => variant.id) as [number, number];
  return { cream, book };
}

/**
 * A paid order of the two lines, invoiced, in English; paid by card (a succeeded intent of the
 * simulated provider) unless offline. `remise` gives each line's stored discount share, when given.
 */
export async function insertRefundableOrder(
  ctx: TestContext,
  customerId: number,
  variants: { cream: number; book: number },
  options: { offline?: boolean; remises?: readonly [number, number] } = {},
) {
  const lines = [
    { declinaison_id: variants.cream, ...CREAM },
    { declinaison_id: variants.book, ...BOOK },
  ];
  const discounted = options.remises?.map((share) => share > 0);
  const totals = checkoutTotals(lines, DELIVERY, DISCOUNT, discounted);
  const [order] = await ctx.database.db
    .insert(commandes)
    .values({
      user_id: customerId,
      panier_hash: randomUUID(),
      statut: 'payee',
      langue: 'en',
      numero: `OC-TEST-${randomBytes(4).toString('hex')}`,
      facture_numero: `F-TEST-${randomBytes(6).toString('hex')}`,
      lignes_ht: totals.lignes_ht,
      lignes_ttc: totals.lignes_ttc,
      livraison_label: 'Colissimo',
      livraison_ttc: DELIVERY,
      remise_code: 'PRINTEMPS',
      remise_ttc: DISCOUNT,
      total_ht: totals.total_ht,
      total_ttc: totals.total_ttc,
      tva: totals.tva,
      payee: new Date(),
      expire: new Date(Date.now() + 60_000),
    })
    .returning();
  await ctx.database.db.insert(commandesDeclinaisons).values(
    lines.map((line, index) => ({
      ...line,
      commande_id: order!.id,
      produit_label: 'Produit',
      label: 'Variante',
      ...(options.remises ? { remise: options.remises[index]! } : {}),
    })),
  );
  if (options.offline) return { order: order!, intent: null };
  const intent = await insertSimulatedIntent(ctx, {
    amount: totals.total_ttc,
    metadata: { commande: String(order!.id) },
    status: 'succeeded',
  });
  await ctx.database.db.update(commandes).set({ intent }).where(eq(commandes.id, order!.id));
  return { order: { ...order!, intent }, intent };
}
