import { asc, count, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { signUpCustomer } from '../modules/invoices/order-fixtures.ts';
import { colis, colisLignes, commandes, commandesDeclinaisons, users } from '../db/schema/index.ts';
import { seedDemoLargeIfNeeded } from './demo-large.ts';

/** SEED=demo-large in a small size: the same statements as 100k orders, on 1,200. */
describe('the demo-large seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('writes the orders, their customers and lines once, in settled states the upkeep leaves alone', async () => {
    const started = Date.now();
    expect(await seedDemoLargeIfNeeded(ctx.database.db, 1_200)).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
    const db = ctx.database.db;
    const [orders] = await db.select({ value: count() }).from(commandes);
    const byStatus = await db
      .select({ statut: commandes.statut, value: count() })
      .from(commandes)
      .where(sql`${commandes.numero} like 'OC-DEMO-%' or ${commandes.facture_numero} is null`)
      .groupBy(commandes.statut);
    const statuses = Object.fromEntries(byStatus.map((row) => [row.statut, row.value]));
    expect(orders!.value).toBeGreaterThanOrEqual(1_200);
    expect(Object.keys(statuses).sort()).toEqual(['expediee', 'expiree', 'payee', 'remboursee']);
    expect(statuses.expediee).toBeGreaterThan(statuses.payee!);
    const [customers] = await db.select({ value: count() }).from(users).where(like(users.mail, '%@demo-large.example'));
    expect(customers!.value).toBe(300);
    const [lines] = await db
      .select({ value: count() })
      .from(commandesDeclinaisons)
      .innerJoin(commandes, eq(commandes.id, commandesDeclinaisons.commande_id))
      .where(like(commandes.numero, 'OC-DEMO-%'));
    expect(lines!.value).toBe(statuses.expediee! + statuses.payee! + statuses.remboursee!);
    const [sample] = await db.select().from(commandes).where(eq(commandes.numero, 'OC-DEMO-0000001'));
    expect(sample).toMatchObject({ statut: 'expediee', total_ttc: expect.any(Number) });
    expect(sample!.total_ttc).toBeGreaterThan(sample!.total_ht);
    const parcels = await db.select({ statut: colis.statut, value: count() }).from(colis).groupBy(colis.statut);
    expect(parcels.map((row) => row.statut)).toEqual(expect.arrayContaining(['livre']));
    expect(parcels.reduce((sum, row) => sum + row.value, 0)).toBeGreaterThan(5);
    const [parcelLines] = await db.select({ value: count() }).from(colisLignes);
    expect(parcelLines!.value).toBeGreaterThan(5);

    expect(await seedDemoLargeIfNeeded(db, 1_200)).toBe(false);
    const [again] = await db.select({ value: count() }).from(commandes);
    expect(again!.value).toBe(orders!.value);
  });

  it('pages deep through the orders (keys first) in the same order as a plain OFFSET', async () => {
    const admin = await signUpCustomer(ctx, ['user', 'admin']);
    for (const query of ['page=41&limit=25', 'page=21&limit=50&sort=total_ttc&order=asc', 'page=2&limit=200']) {
      const params = new URLSearchParams(query);
      const response = await ctx.app.inject({
        url: `/api/commandes/paginator?${query}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const byTotal = params.get('sort') === 'total_ttc';
      const plain = await ctx.database.db
        .select({ hash: commandes.hash })
        .from(commandes)
        .orderBy(byTotal ? asc(commandes.total_ttc) : desc(commandes.created), asc(commandes.hash))
        .limit(Number(params.get('limit')))
        .offset((Number(params.get('page')) - 1) * Number(params.get('limit')));
      expect(
        response.json().datas.map((row: { hash: string }) => row.hash),
        query,
      ).toEqual(plain.map((row) => row.hash));
    }
  });
});
