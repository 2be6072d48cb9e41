import { addDays, calculateShopDay } from '@boutique/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declinaisons, entrepots, lots, lotsCommandes, mouvementsStock, stocksLots } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { EXPIRED_LOT_SOLD, holdUnits, sellUnits } from './order-units.ts';
import { restockToLot } from './restock.ts';

/** Which lots a sale takes (never an expired one while another can serve) and where returned units go. */
describe('lots at sale, parcel and return', () => {
  let ctx: TestContext;
  let admin = '';
  let userId = 0;
  let variant = 0;
  let warehouse = 0;
  const today = calculateShopDay(new Date());
  const call = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin}` } });
  const lotId = async (numero: string) =>
    (
      await ctx.database.db
        .select({ id: lots.id })
        .from(lots)
        .where(and(eq(lots.declinaison_id, variant), eq(lots.numero, numero)))
    )[0]!.id;
  const onShelf = async (numero: string) =>
    (
      await ctx.database.db
        .select({ quantite: stocksLots.quantite })
        .from(stocksLots)
        .where(and(eq(stocksLots.lot_id, await lotId(numero)), eq(stocksLots.entrepot_id, warehouse)))
    )[0]?.quantite ?? 0;
  const orderLots = async (commandeId: number) =>
    Object.fromEntries(
      (
        await ctx.database.db
          .select({ numero: lots.numero, qtt: lotsCommandes.qtt })
          .from(lotsCommandes)
          .innerJoin(lots, eq(lots.id, lotsCommandes.lot_id))
          .where(eq(lotsCommandes.commande_id, commandeId))
      )
        .filter((row) => row.qtt > 0)
        .map((row) => [row.numero, row.qtt]),
    );
  /** A paid order, sold as checkout sells: held, then taken off the shelves. */
  const soldOrder = async (qtt: number) => {
    const order = await insertPaidOrder(ctx.database.db, userId);
    await ctx.database.db.transaction(async (tx) => {
      const line = [{ declinaison_id: variant, qtt }];
      expect(await holdUnits(tx, { commandeId: order.id, userId }, line)).toBeNull();
      await sellUnits(tx, { commandeId: order.id, userId }, line);
    });
    return order;
  };
  const receive = async (quantite: number, lot?: object) => {
    const response = await call(`/api/stocks/${variant}/ajustement`, {
      entrepot_id: warehouse,
      operation: 'ajouter',
      motif: 'receipt',
      quantite,
      ...(lot ? { lot } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    userId = (await signUpCustomer(ctx)).userId;
    variant = (await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1))[0]!.id;
    warehouse = (await ctx.database.db.select().from(entrepots).orderBy(entrepots.ordre, entrepots.id).limit(1))[0]!.id;
    const emptied = await call(`/api/stocks/${variant}/ajustement`, {
      entrepot_id: warehouse,
      operation: 'fixer',
      quantite: 0,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    await receive(1);
    await receive(2, { numero: 'EXPIRED', dluo: addDays(today, -10) });
    await receive(3, { numero: 'FRESH', dluo: addDays(today, 200) });
  });
  afterAll(() => ctx.close());

  it('sells INITIAL, then unexpired lots; expired units only when nothing else can serve, traced', async () => {
    const first = await soldOrder(3);
    expect(await orderLots(first.id)).toEqual({ INITIAL: 1, FRESH: 2 });
    expect(await onShelf('EXPIRED')).toBe(2);
    // A parcel never takes an expired lot off the shelf.
    const parcel = await call('/api/colis', {
      commande_hash: first.hash,
      lignes: [{ declinaison_id: variant, qtt: 1, lots: [{ lot_id: await lotId('EXPIRED'), qtt: 1 }] }],
    });
    expect(parcel.statusCode, parcel.body).toBe(409);
    expect(parcel.json()).toMatchObject({ reason: 'lot_expired' });
    expect(await onShelf('EXPIRED')).toBe(2);
    // The payment is made: the sale takes the last fresh unit, then an expired one, and says so.
    const second = await soldOrder(2);
    expect(await orderLots(second.id)).toEqual({ FRESH: 1, EXPIRED: 1 });
    const moves = await ctx.database.db
      .select({ lot_id: mouvementsStock.lot_id, delta: mouvementsStock.delta, note: mouvementsStock.note })
      .from(mouvementsStock)
      .where(eq(mouvementsStock.commande_id, second.id));
    expect(moves.filter((move) => move.note === EXPIRED_LOT_SOLD)).toEqual([
      { lot_id: await lotId('EXPIRED'), delta: -1, note: EXPIRED_LOT_SOLD },
    ]);
  });

  it('puts returned units back in each lot the order took, so shelf and the order record stay true', async () => {
    await receive(1, { numero: 'LOT-A', dluo: addDays(today, 300) });
    await receive(1, { numero: 'LOT-B', dluo: addDays(today, 400) });
    const order = await soldOrder(2);
    expect(await orderLots(order.id)).toEqual({ 'LOT-A': 1, 'LOT-B': 1 });
    await ctx.database.db.transaction((tx) =>
      restockToLot(tx, { declinaisonId: variant, qtt: 2, commandeId: order.id, userId: null }),
    );
    expect([await onShelf('LOT-A'), await onShelf('LOT-B')]).toEqual([1, 1]);
    expect(await orderLots(order.id)).toEqual({});
    // Units beyond what the order took go to the lot it took most of (here the first of two equal ones).
    const again = await soldOrder(2);
    await ctx.database.db.transaction((tx) =>
      restockToLot(tx, { declinaisonId: variant, qtt: 3, commandeId: again.id, userId: null }),
    );
    expect([await onShelf('LOT-A'), await onShelf('LOT-B')]).toEqual([2, 1]);
    expect(await orderLots(again.id)).toEqual({});
  });
});
