import { addDays, calculateShopDay } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mouvementsStock } from '../../db/schema/index.ts';
import { lotShelf } from '../../test/lot-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpCustomer } from '../invoices/order-fixtures.ts';
import { EXPIRED_LOT_SOLD } from './order-units.ts';
import { restockToLot } from './restock.ts';

/** Which lots a sale takes (never an expired one while another can serve) and where returned units go. */
describe('lots at sale, parcel and return', () => {
  let ctx: TestContext;
  let admin = '';
  let userId = 0;
  let variant = 0;
  const today = calculateShopDay(new Date());
  const call = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin}` } });
  let shelf: Awaited<ReturnType<typeof lotShelf>>;
  const soldOrder = (qtt: number) => shelf.soldOrder(userId, qtt);

  beforeAll(async () => {
    ctx = await createTestApp();
    shelf = await lotShelf(ctx);
    ({ admin, variant } = shelf);
    userId = (await signUpCustomer(ctx)).userId;
    await shelf.empty();
    await shelf.receive(1);
    await shelf.receive(2, { numero: 'EXPIRED', dluo: addDays(today, -10) });
    await shelf.receive(3, { numero: 'FRESH', dluo: addDays(today, 200) });
  });
  afterAll(() => ctx.close());

  it('sells INITIAL, then unexpired lots; expired units only when nothing else can serve, traced', async () => {
    const first = await soldOrder(3);
    expect(await shelf.orderLots(first.id)).toEqual({ INITIAL: 1, FRESH: 2 });
    expect(await shelf.onShelf('EXPIRED')).toBe(2);
    // A parcel never takes an expired lot off the shelf.
    const parcel = await call('/api/colis', {
      commande_hash: first.hash,
      lignes: [{ declinaison_id: variant, qtt: 1, lots: [{ lot_id: await shelf.lotId('EXPIRED'), qtt: 1 }] }],
    });
    expect(parcel.statusCode, parcel.body).toBe(409);
    expect(parcel.json()).toMatchObject({ reason: 'lot_expired' });
    expect(await shelf.onShelf('EXPIRED')).toBe(2);
    // The payment is made: the sale takes the last fresh unit, then an expired one, and says so.
    const second = await soldOrder(2);
    expect(await shelf.orderLots(second.id)).toEqual({ FRESH: 1, EXPIRED: 1 });
    const moves = await ctx.database.db
      .select({ lot_id: mouvementsStock.lot_id, delta: mouvementsStock.delta, note: mouvementsStock.note })
      .from(mouvementsStock)
      .where(eq(mouvementsStock.commande_id, second.id));
    expect(moves.filter((move) => move.note === EXPIRED_LOT_SOLD)).toEqual([
      { lot_id: await shelf.lotId('EXPIRED'), delta: -1, note: EXPIRED_LOT_SOLD },
    ]);
  });

  it('puts returned units back in each lot the order took, so shelf and the order record stay true', async () => {
    await shelf.receive(1, { numero: 'LOT-A', dluo: addDays(today, 300) });
    await shelf.receive(1, { numero: 'LOT-B', dluo: addDays(today, 400) });
    const order = await soldOrder(2);
    expect(await shelf.orderLots(order.id)).toEqual({ 'LOT-A': 1, 'LOT-B': 1 });
    await ctx.database.db.transaction((tx) =>
      restockToLot(tx, { declinaisonId: variant, qtt: 2, commandeId: order.id, userId: null }),
    );
    expect([await shelf.onShelf('LOT-A'), await shelf.onShelf('LOT-B')]).toEqual([1, 1]);
    expect(await shelf.orderLots(order.id)).toEqual({});
    // Units beyond what the order took go to the lot it took most of (here the first of two equal ones).
    const again = await soldOrder(2);
    await ctx.database.db.transaction((tx) =>
      restockToLot(tx, { declinaisonId: variant, qtt: 3, commandeId: again.id, userId: null }),
    );
    expect([await shelf.onShelf('LOT-A'), await shelf.onShelf('LOT-B')]).toEqual([2, 1]);
    expect(await shelf.orderLots(again.id)).toEqual({});
  });

  it('puts a refund’s restocked units into the lot staff name, one the order took, and refuses another', async () => {
    await shelf.empty();
    await shelf.receive(1, { numero: 'LOT-C', dluo: addDays(today, 500) });
    await shelf.receive(1, { numero: 'LOT-D', dluo: addDays(today, 600) });
    const order = await soldOrder(2);
    expect(await shelf.orderLots(order.id)).toEqual({ 'LOT-C': 1, 'LOT-D': 1 });
    const refundInto = (lot: number) =>
      call(`/api/commandes/${order.id}/remboursements`, {
        lignes: [{ declinaison: variant, qtt: 1, restock: true, lot }],
        motif: 'Retour intact',
      });

    const elsewhere = await refundInto(await shelf.lotId('FRESH'));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ reason: 'lot_not_found' });

    const back = await refundInto(await shelf.lotId('LOT-D'));
    expect(back.statusCode, back.body).toBe(200);
    expect([await shelf.onShelf('LOT-C'), await shelf.onShelf('LOT-D')]).toEqual([0, 1]);
    expect(await shelf.orderLots(order.id)).toEqual({ 'LOT-C': 1 });
  });
});
