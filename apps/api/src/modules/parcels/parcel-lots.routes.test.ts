import { colisResource, PickListSchema, recordEnvelope } from '@boutique/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { stocks } from '../../db/schema/index.ts';
import { lotShelf } from '../../test/lot-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpCustomer } from '../invoices/order-fixtures.ts';
import { restockToLot } from '../stock/restock.ts';

/** A best-before date `years` from today: the lots stay unexpired whenever the test runs. */
const inYears = (years: number) => `${new Date().getUTCFullYear() + years}-06-01`;
const EARLY_DLUO = inYears(1);

const CreatedAnswer = recordEnvelope(colisResource.row, 201);

/** Lots on the shelf and in parcels: FEFO by default, staff's choice swapped on the shelf, returns back to their lot. */
describe('parcels: lots of each line', () => {
  let ctx: TestContext;
  let admin = '';
  let userId = 0;
  let variant = 0;
  let warehouse = 0;
  let shelf: Awaited<ReturnType<typeof lotShelf>>;
  /** A paid order of 2 units, sold as checkout sells. */
  const soldOrder = () => shelf.soldOrder(userId, 2);
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
  const lotsMatchCounts = async () =>
    rowsOf(
      await ctx.database.db.execute(sql`
        select s.declinaison_id from stocks s
        where s.quantite <> coalesce((select sum(sl.quantite) from stocks_lots sl join lots l on l.id = sl.lot_id
          where l.declinaison_id = s.declinaison_id and sl.entrepot_id = s.entrepot_id), 0)`),
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    shelf = await lotShelf(ctx);
    ({ admin, variant, warehouse } = shelf);
    userId = (await signUpCustomer(ctx)).userId;
    await shelf.empty();
    await shelf.receive(3, { numero: 'PAO-12', pao_mois: 12 });
    await shelf.receive(2, { numero: 'LATE', fabrication: '2026-06-01', dluo: inYears(3) });
    await shelf.receive(4, { numero: 'EARLY', fabrication: '2026-01-01', dluo: EARLY_DLUO });
  });
  afterAll(() => ctx.close());

  it('refuses a received lot whose dates contradict it, or the same number with other dates', async () => {
    const wrong = await call('POST', `/api/stocks/${variant}/ajustement`, {
      entrepot_id: warehouse,
      operation: 'ajouter',
      motif: 'receipt',
      quantite: 1,
      lot: { numero: 'BAD', fabrication: '2027-01-01', dluo: '2026-01-01' },
    });
    expect(wrong.statusCode).toBe(400);
    const other = await call('POST', `/api/stocks/${variant}/ajustement`, {
      entrepot_id: warehouse,
      operation: 'ajouter',
      motif: 'receipt',
      quantite: 1,
      lot: { numero: 'EARLY', dluo: '2029-01-01' },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ reason: 'lot_dates_differ' });
  });

  it('sells the first-expiring lot, and a parcel takes the lots its order took', async () => {
    const order = await soldOrder();
    expect(await shelf.orderLots(order.id)).toEqual({ EARLY: 2 });
    const created = await call('POST', '/api/colis', {
      commande_hash: order.hash,
      lignes: [{ declinaison_id: variant, qtt: 2 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const parcel = CreatedAnswer.parse(created.json()).data;
    expect(parcel.lignes[0]!.lots).toEqual([
      { lot_id: await shelf.lotId('EARLY'), numero: 'EARLY', dluo: EARLY_DLUO, pao_mois: null, qtt: 2 },
    ]);
    // A return puts units back in their lot, and the order no longer counts them.
    await ctx.database.db.transaction((tx) =>
      restockToLot(tx, { declinaisonId: variant, qtt: 1, commandeId: order.id, userId: null }),
    );
    expect(await shelf.onShelf('EARLY')).toBe(3);
    expect(await shelf.orderLots(order.id)).toEqual({ EARLY: 1 });
    expect(await lotsMatchCounts()).toEqual([]);
  });

  it('gives the last units of a lot to one of two parcels naming them at once', async () => {
    const [second, third] = [await soldOrder(), await soldOrder()];
    expect(await shelf.orderLots(second.id)).toEqual({ EARLY: 2 });
    expect(await shelf.orderLots(third.id)).toEqual({ EARLY: 1, LATE: 1 });
    const pao = await shelf.lotId('PAO-12');
    const before = await ctx.database.db
      .select({ quantite: stocks.quantite })
      .from(stocks)
      .where(and(eq(stocks.declinaison_id, variant), eq(stocks.entrepot_id, warehouse)));
    const outcomes = await Promise.all(
      [second, third].map((order) =>
        call('POST', '/api/colis', {
          commande_hash: order.hash,
          lignes: [{ declinaison_id: variant, qtt: 2, lots: [{ lot_id: pao, qtt: 2 }] }],
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.statusCode).sort()).toEqual([201, 409]);
    const refused = outcomes.find((outcome) => outcome.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ reason: 'lot_stock_insufficient' });
    expect(await shelf.onShelf('PAO-12')).toBe(1);
    // The order served from PAO-12 put its own units back on the shelf: the count did not move.
    const after = await ctx.database.db
      .select({ quantite: stocks.quantite })
      .from(stocks)
      .where(and(eq(stocks.declinaison_id, variant), eq(stocks.entrepot_id, warehouse)));
    expect(after).toEqual(before);
    expect(await lotsMatchCounts()).toEqual([]);
    const served = outcomes[0]!.statusCode === 201 ? second : third;
    expect(await shelf.orderLots(served.id)).toEqual({ 'PAO-12': 2 });
  });

  it('lists the units to pick by variant and lot, first-expiring first', async () => {
    const answer = await ctx.app.inject({
      url: '/api/preparation/liste',
      headers: { authorization: `Bearer ${admin}` },
    });
    const line = PickListSchema.parse(answer.json()).lignes.find((entry) => entry.declinaison_id === variant)!;
    const numeros = line.lots.map((lot) => lot.numero);
    expect(numeros).toContain('PAO-12');
    expect(numeros.at(-1)).toBe('PAO-12');
    expect(numeros.indexOf('EARLY')).toBe(0);
    expect(line.lots.find((lot) => lot.numero === 'PAO-12')!.qtt).toBe(2);
  });
});
