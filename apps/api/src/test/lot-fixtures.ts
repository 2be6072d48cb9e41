import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { declinaisons, lots, lotsCommandes, stocksLots } from '../db/schema/index.ts';
import { insertPaidOrder, signUpCustomer } from '../modules/invoices/order-fixtures.ts';
import { holdUnits, sellUnits } from '../modules/stock/order-units.ts';
import type { TestContext } from './test-app.ts';
import { firstWarehouse } from './warehouses.ts';

/**
 * One variant's lots on one warehouse's shelf, as the lot tests work them: the seeded catalogue's
 * first variant and first warehouse, an admin to receive stock through the API, and readings of
 * what each lot holds and which lots an order took.
 */
export async function lotShelf(ctx: TestContext) {
  const { db } = ctx.database;
  const admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
  const variant = (await db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1))[0]!.id;
  const warehouse = await firstWarehouse(ctx);

  const adjust = async (payload: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/stocks/${variant}/ajustement`,
      payload: { entrepot_id: warehouse, ...payload },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const lotId = async (numero: string) =>
    (
      await db
        .select({ id: lots.id })
        .from(lots)
        .where(and(eq(lots.declinaison_id, variant), eq(lots.numero, numero)))
    )[0]!.id;

  return {
    admin,
    variant,
    warehouse,
    lotId,
    /** Sets the variant's stock in the warehouse to nothing. */
    empty: () => adjust({ operation: 'fixer', quantite: 0 }),
    /** Receives units, of the lot described (numero, dates) or of none. */
    receive: (quantite: number, lot?: object) =>
      adjust({ operation: 'ajouter', motif: 'receipt', quantite, ...(lot ? { lot } : {}) }),
    /** The units of a lot on the shelf. */
    onShelf: async (numero: string) =>
      (
        await db
          .select({ quantite: stocksLots.quantite })
          .from(stocksLots)
          .where(and(eq(stocksLots.lot_id, await lotId(numero)), eq(stocksLots.entrepot_id, warehouse)))
      )[0]?.quantite ?? 0,
    /** The lots an order's units came from, number → units. */
    orderLots: async (commandeId: number) =>
      Object.fromEntries(
        (
          await db
            .select({ numero: lots.numero, qtt: lotsCommandes.qtt })
            .from(lotsCommandes)
            .innerJoin(lots, eq(lots.id, lotsCommandes.lot_id))
            .where(eq(lotsCommandes.commande_id, commandeId))
        )
          .filter((row) => row.qtt > 0)
          .map((row) => [row.numero, row.qtt]),
      ),
    /** A paid order of the variant, sold as checkout sells: held, then taken off the shelves. */
    soldOrder: async (userId: number, qtt: number) => {
      const order = await insertPaidOrder(db, userId);
      await db.transaction(async (tx) => {
        const line = [{ declinaison_id: variant, qtt }];
        expect(await holdUnits(tx, { commandeId: order.id, userId }, line)).toBeNull();
        await sellUnits(tx, { commandeId: order.id, userId }, line);
      });
      return order;
    },
  };
}
