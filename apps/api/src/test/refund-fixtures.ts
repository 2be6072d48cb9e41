import { randomBytes, randomUUID } from 'node:crypto';
import { checkoutTotals, type Locale } from '@boutique/domain';
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

export interface PaidLine {
  declinaison_id: number;
  qtt: number;
  prix_ht: number;
  prix_ttc: number;
  /** The line's stored share of the discount, when the order stores one. */
  remise?: number;
}

/**
 * A paid order of these lines, its totals by the checkout's own rule, with no payment attached
 * (`intent` names one already made). Its lines read "Crème – 50 ml".
 */
export async function insertOrderOfLines(
  ctx: TestContext,
  customerId: number,
  order: {
    lines: readonly PaidLine[];
    langue?: Locale;
    delivery?: number;
    discount?: number;
    invoiced?: boolean;
    intent?: string;
  },
) {
  const { lines, delivery = 0, discount = 0 } = order;
  const discounted = lines.some((line) => line.remise !== undefined)
    ? lines.map((line) => (line.remise ?? 0) > 0)
    : undefined;
  const totals = checkoutTotals(lines, delivery, discount, discounted);
  const [row] = await ctx.database.db
    .insert(commandes)
    .values({
      user_id: customerId,
      panier_hash: randomUUID(),
      statut: 'payee',
      langue: order.langue ?? 'fr',
      numero: `OC-TEST-${randomBytes(4).toString('hex').toUpperCase()}`,
      ...(order.invoiced ? { facture_numero: `F-TEST-${randomBytes(6).toString('hex')}` } : {}),
      lignes_ht: totals.lignes_ht,
      lignes_ttc: totals.lignes_ttc,
      ...(delivery > 0 ? { livraison_label: 'Colissimo', livraison_ttc: delivery } : {}),
      ...(discount > 0 ? { remise_code: 'PRINTEMPS', remise_ttc: discount } : {}),
      total_ht: totals.total_ht,
      total_ttc: totals.total_ttc,
      tva: totals.tva,
      intent: order.intent ?? null,
      payee: new Date(),
      expire: new Date(Date.now() + 60_000),
    })
    .returning();
  await ctx.database.db
    .insert(commandesDeclinaisons)
    .values(lines.map((line) => ({ ...line, commande_id: row!.id, produit_label: 'Crème', label: '50 ml' })));
  return row!;
}

/** Marks an order paid by card: a succeeded intent of the simulated provider for its total. */
export async function attachSimulatedPayment(ctx: TestContext, order: { id: number; total_ttc: number }) {
  const intent = await insertSimulatedIntent(ctx, {
    amount: order.total_ttc,
    metadata: { commande: String(order.id) },
    status: 'succeeded',
  });
  await ctx.database.db.update(commandes).set({ intent }).where(eq(commandes.id, order.id));
  return intent;
}

/**
 * A paid order of the two lines, invoiced, in English; paid by card (a succeeded intent of the
 * simulated provider) unless offline. `remises` gives each line's stored discount share, when given.
 */
export async function insertRefundableOrder(
  ctx: TestContext,
  customerId: number,
  variants: { cream: number; book: number },
  options: { offline?: boolean; remises?: readonly [number, number] } = {},
) {
  const lines = [
    { declinaison_id: variants.cream, ...CREAM, remise: options.remises?.[0] },
    { declinaison_id: variants.book, ...BOOK, remise: options.remises?.[1] },
  ];
  const order = await insertOrderOfLines(ctx, customerId, {
    lines,
    langue: 'en',
    delivery: DELIVERY,
    discount: DISCOUNT,
    invoiced: true,
  });
  if (options.offline) return { order, intent: null };
  const intent = await attachSimulatedPayment(ctx, order);
  return { order: { ...order, intent }, intent };
}
