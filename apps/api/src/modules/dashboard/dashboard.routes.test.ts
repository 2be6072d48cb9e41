import { randomBytes } from 'node:crypto';
import { DashboardAnswerSchema, type OrderStatus } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { declinaisons, evenements, produits, statsJours, stripelinks } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { BROWSER, pageEvent } from '../analytics/analytics-fixtures.ts';
import { createStatsService, type StatsService } from '../analytics/stats.service.ts';
import { dashboardFigures } from './dashboard.service.ts';

/** 15 March 2026, 11:00 in Paris (UTC+1): the dashboard's "now" for the figures below. */
const NOW = new Date('2026-03-15T10:00:00Z');

describe('back office dashboard', () => {
  let ctx: TestContext;
  let admin = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let stats: StatsService;
  const figures = () => dashboardFigures(ctx.database.db, stats, NOW);
  const order = (created: string, total_ttc: number, statut: OrderStatus = 'payee', test = false) =>
    insertPaidOrder(ctx.database.db, customer.userId, {
      created: new Date(created),
      payee: new Date(created),
      total_ttc,
      statut,
      test,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = await signUpCustomer(ctx);
    stats = createStatsService(ctx.database.db, { getProducts: () => Promise.resolve([]) });
  }, 60_000);
  afterAll(() => ctx.close());

  it('adds up the shop day’s and month’s sales in French time, tests counted apart, refunds and holds left out', async () => {
    const statsOrders = async () => {
      await stats.rollupDay('2026-03-15');
      const report = await stats.report({ du: '2026-03-15', au: '2026-03-15' });
      return report.produits.reduce((sum, row) => sum + row.commandes, 0);
    };
    const statsBefore = await statsOrders();
    const before = await figures();
    // The shop's day: from 14 March 23:00 UTC (midnight in Paris).
    await order('2026-03-15T09:00:00Z', 24_690);
    await order('2026-03-14T23:30:00Z', 10_000, 'expediee');
    await order('2026-03-15T08:00:00Z', 5_000, 'payee', true);
    await order('2026-03-15T08:30:00Z', 7_000, 'remboursee');
    await order('2026-03-15T08:45:00Z', 3_000, 'reservee');
    // The month only: 14 March 23:30 and 1 March 00:30 in Paris.
    await order('2026-03-14T22:30:00Z', 1_500);
    await order('2026-02-28T23:30:00Z', 2_000, 'expediee');
    // Neither: 28 February 23:30 in Paris, and April.
    await order('2026-02-28T22:30:00Z', 900);
    await order('2026-04-01T10:00:00Z', 800);

    const after = await figures();
    expect(after.jour).toBe('2026-03-15');
    expect(after.mois).toBe('2026-03-01');
    // The test order counts, as the statistics count it, and is said to be one.
    expect(after.ventes_jour.count - before.ventes_jour.count).toBe(3);
    expect(after.ventes_jour.ttc - before.ventes_jour.ttc).toBe(39_690);
    expect(after.ventes_jour.test - before.ventes_jour.test).toBe(1);
    expect(after.ventes_mois.count - before.ventes_mois.count).toBe(5);
    expect(after.ventes_mois.ttc - before.ventes_mois.ttc).toBe(43_190);
    expect(after.ventes_mois.test - before.ventes_mois.test).toBe(1);
    // The same orders, paid at those instants, are the ones the statistics count for the day.
    expect((await statsOrders()) - statsBefore).toBe(after.ventes_jour.count - before.ventes_jour.count);
    // Paid and not shipped, whatever the date (test payments too: they wait as well).
    expect(after.a_expedier - before.a_expedier).toBe(5);
  });

  it('counts unpaid links and low-stock variants, and shows the last sales first', async () => {
    const before = await figures();
    const hash = () => randomBytes(16).toString('hex');
    const march = new Date('2026-03-10T10:00:00Z');
    await ctx.database.db.insert(stripelinks).values([
      { hash: hash(), montant: 1_000, created: march },
      { hash: hash(), montant: 2_000, created: march, paye: new Date() },
      { hash: hash(), montant: 3_000, created: march, deleted: new Date() },
      { hash: hash(), montant: 4_000, created: new Date('2026-02-27T10:00:00Z') },
    ]);
    const [product] = await ctx.database.db
      .insert(produits)
      .values({ slug: `alerte-${hash()}`, label: 'Baume d’alerte', seuil: 5 })
      .returning();
    const variants = await ctx.database.db
      .insert(declinaisons)
      .values(
        [0, 5, 6, null].map((stock, index) => ({
          produit_id: product!.id,
          label: `Pot ${index}`,
          prix_ht: 1_000,
          prix_ttc: 1_200,
          stock,
        })),
      )
      .returning();
    const latest = await order(new Date(Date.now() + 60_000).toISOString(), 4_200, 'expediee');

    const after = await figures();
    expect(after.liens_impayes - before.liens_impayes).toBe(1);
    expect(after.stock_bas.total - before.stock_bas.total).toBe(2);
    // Stock 0 comes first among the lowest.
    expect(after.stock_bas.declinaisons).toContainEqual({
      id: variants[0]!.id,
      produit_id: product!.id,
      produit: 'Baume d’alerte',
      label: 'Pot 0',
      stock: 0,
      seuil: 5,
    });
    expect(after.stock_bas.declinaisons.length).toBeLessThanOrEqual(10);
    // The tile's list: the products filter gives the same products.
    const lowProducts = async (low: string) =>
      (
        await ctx.app.inject({
          url: `/api/produits/paginator?stock_bas=${low}&limit=200`,
          headers: { authorization: `Bearer ${admin}` },
        })
      )
        .json()
        .datas.map((row: { id: number }) => row.id);
    expect(await lowProducts('true')).toContain(product!.id);
    expect(await lowProducts('false')).not.toContain(product!.id);
    expect(after.dernieres.length).toBeLessThanOrEqual(10);
    expect(after.dernieres[0]).toMatchObject({
      hash: latest.hash,
      numero: latest.numero,
      statut: 'expediee',
      total_ttc: 4_200,
      client: expect.stringMatching(/^Camille Client\d+$/u),
    });
  });

  it('reads today’s visits and the 7-day purchases from the audience rollups', async () => {
    const rollup = (jour: string, dimension: string, valeur: string, visites: number) => ({
      jour,
      dimension,
      valeur,
      visites,
      vues: visites * 3,
    });
    await ctx.database.db.insert(statsJours).values([
      rollup('2026-03-15', 'visites', '', 40),
      rollup('2026-03-14', 'visites', '', 60),
      rollup('2026-03-09', 'visites', '', 100),
      rollup('2026-03-15', 'tunnel', 'achat', 2),
      rollup('2026-03-09', 'tunnel', 'achat', 3),
      rollup('2026-03-09', 'tunnel', 'panier', 30),
      // Outside the 7 days (9 to 15 March): left out.
      rollup('2026-03-08', 'visites', '', 500),
      rollup('2026-03-08', 'tunnel', 'achat', 50),
      rollup('2026-03-16', 'visites', '', 700),
    ]);
    const { audience } = await figures();
    expect(audience).toMatchObject({
      visites_jour: 40,
      semaine: { du: '2026-03-09', au: '2026-03-15', visites: 200, achats: 5 },
    });
    // The week's orders by the sales tiles' rule, what the conversion relates to visits: the first
    // test's four sales placed from 9 to 15 March (its test order among them).
    expect(audience.semaine.commandes).toBe(4);
  });

  it('counts a visit of a moment ago in today’s tiles at the upkeep’s next turn, not 10 minutes later', async () => {
    const dashboard = async () =>
      DashboardAnswerSchema.parse(
        (await ctx.app.inject({ url: '/api/admin/dashboard', headers: { authorization: `Bearer ${admin}` } })).json(),
      ).data.audience;
    // The upkeep's turn: every rollup, then only today's until 10 minutes have passed.
    await ctx.app.upkeep();
    const before = await dashboard();
    const session = 'visite-du-tableau-0001';
    await ctx.app.inject({
      method: 'POST',
      url: `/od_test/${session}?lot=lot-du-tableau-1`,
      payload: [pageEvent()],
      headers: { 'user-agent': BROWSER, 'accept-language': 'fr-FR' },
    });
    await vi.waitFor(
      async () =>
        expect(await ctx.database.db.select().from(evenements).where(eq(evenements.session_id, session))).toHaveLength(
          1,
        ),
      { timeout: 5_000, interval: 100 },
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // Its next turn, a minute later.
      vi.setSystemTime(Date.now() + 60_000);
      await ctx.app.upkeep();
      const after = await dashboard();
      expect(after.visites_jour).toBe(before.visites_jour + 1);
      expect(after.semaine.visites).toBe(before.semaine.visites + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers admins only, never from a cache', async () => {
    const call = (token?: string) =>
      ctx.app.inject({ url: '/api/admin/dashboard', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await call()).statusCode).toBe(401);
    expect((await call(customer.token)).statusCode).toBe(403);
    const response = await call(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = DashboardAnswerSchema.parse(response.json());
    expect(data.jour).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    expect(data.dernieres.length).toBeGreaterThan(0);
    // The address links and downloads are made with, for the back office to compare with its own.
    expect(data.adresse_publique).toBe(ctx.config.PUBLIC_URL);
  });
});
