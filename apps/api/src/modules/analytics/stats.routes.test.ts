import { StatsReportSchema } from '@boutique/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { declinaisons, evenements } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { BROWSER, pageEvent } from './analytics-fixtures.ts';
import { createStatsService } from './stats.service.ts';

const parisDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + offset * 86_400_000));

const event = (type: string, extra: Record<string, unknown> = {}) => pageEvent({ type, ...extra });

describe('audience statistics: rollups and GET /api/admin/stats', () => {
  let ctx: TestContext;
  let admin: string;
  let soldProduct: number;
  let send: (session: string, lot: string, events: unknown[], language?: string) => Promise<unknown>;
  const report = (query: string, token = admin) =>
    ctx.app.inject({ url: `/api/admin/stats${query}`, headers: bearer(token) });

  beforeAll(async () => {
    ctx = await createTestApp({ env: { APP_ENV: 'production' } });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
    send = (session, lot, events, language = 'fr-FR') =>
      ctx.app.inject({
        method: 'POST',
        url: `/od_production/${session}?lot=${lot}`,
        payload: events,
        headers: { 'user-agent': BROWSER, 'accept-language': language },
      });
    // A visit from the newsletter that buys, a visit that only looks, in another country.
    await send('visite-acheteuse-0001', 'lot-achat-1', [
      event('page', { source: 'lettre-novembre' }),
      event('produit', { produit: 3, chemin: '/fr/cosmetique/3-creme' }),
      event('panier', { produit: 3, quantite: 2 }),
      event('etape', { etape: 1, chemin: '/fr/checkout' }),
      event('etape', { etape: 2, chemin: '/fr/checkout' }),
      event('etape', { etape: 3, chemin: '/fr/checkout' }),
      event('achat', { chemin: '/fr/checkout-confirmation/x' }),
    ]);
    await send(
      'visite-curieuse-0002',
      'lot-curieux-1',
      [event('page'), event('page', { chemin: '/fr/faq' }), event('produit', { produit: 3 })],
      'de-DE',
    );
    await vi.waitFor(async () => expect(await ctx.database.db.select().from(evenements)).toHaveLength(10), {
      timeout: 5_000,
      interval: 100,
    });
    const customer = await signUpCustomer(ctx);
    await insertPaidOrder(ctx.database.db, customer.userId);
    const [variant] = await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1);
    soldProduct = variant!.produit_id;
    await ctx.app.upkeep();
  }, 60_000);
  afterAll(() => ctx.close());

  it('reports visits, pages, sources, devices, countries and the funnel from the day’s rollups', async () => {
    const response = await report(`?du=${parisDay(-1)}&au=${parisDay()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const stats = StatsReportSchema.parse(response.json());
    expect(stats.totaux).toMatchObject({ visites: 2, vues: 3 });
    expect(stats.pages[0]).toEqual({ valeur: '/fr/accueil', visites: 2, vues: 2 });
    expect(stats.sources).toEqual([{ valeur: 'lettre-novembre', visites: 1, vues: 1 }]);
    expect(stats.appareils).toEqual([{ valeur: 'ordinateur', visites: 2, vues: 3 }]);
    expect(stats.navigateurs[0]!.valeur).toBe('Chrome');
    expect(stats.pays.map((row) => row.valeur).sort()).toEqual(['DE', 'FR']);
    expect(stats.tunnel).toEqual([
      { etape: 'visite', visites: 2 },
      { etape: 'produit', visites: 2 },
      { etape: 'panier', visites: 1 },
      { etape: 'commande', visites: 1 },
      { etape: 'paiement', visites: 1 },
      { etape: 'achat', visites: 1 },
    ]);
    expect(stats.jours.reduce((sum, day) => sum + day.visites, 0)).toBe(2);
  });

  it('puts views and adds beside the units and revenue of paid orders, per product', async () => {
    const stats = StatsReportSchema.parse((await report(`?du=${parisDay(-1)}&au=${parisDay()}`)).json());
    expect(stats.produits.find((row) => row.produit_id === 3)).toMatchObject({ vues: 2, ajouts: 2 });
    expect(stats.produits.find((row) => row.produit_id === soldProduct)).toMatchObject({
      commandes: 1,
      unites: 2,
      ca_ttc: 24_000,
    });
    expect(stats.totaux).toMatchObject({ unites: 2, ca_ttc: 24_000 });
    expect(stats.produits.every((row) => row.label.length > 0)).toBe(true);
  });

  it('compares with the period just before', async () => {
    const stats = StatsReportSchema.parse((await report(`?du=${parisDay()}&au=${parisDay()}`)).json());
    expect(stats.precedent).toMatchObject({ du: parisDay(-1), au: parisDay(-1) });
    const last = StatsReportSchema.parse((await report(`?du=${parisDay(1)}&au=${parisDay(2)}`)).json());
    expect(last.totaux.visites).toBe(0);
    expect(last.precedent).toMatchObject({ du: parisDay(-1), au: parisDay() });
    expect(last.precedent.visites).toBe(2);
  });

  it('refuses a bad period with field errors, and anyone but an admin', async () => {
    for (const query of [
      '',
      '?du=2026-11-30&au=2026-11-01',
      '?du=2026-02-30&au=2026-03-01',
      '?du=2024-01-01&au=2026-11-01',
      `?du=${parisDay()}&au=${parisDay()}&x=1`,
    ]) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
    const customer = await signUpCustomer(ctx);
    expect((await report(`?du=${parisDay()}&au=${parisDay()}`, customer.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/admin/stats?du=${parisDay()}&au=${parisDay()}` })).statusCode).toBe(401);
  });

  it('rebuilds a day the same way however often it runs', async () => {
    const before = (await report(`?du=${parisDay(-1)}&au=${parisDay()}`)).json();
    const stats = createStatsService(ctx.database.db, { getProducts: async () => [] });
    await stats.rollupDay(parisDay());
    await stats.rollupDay(parisDay());
    expect((await report(`?du=${parisDay(-1)}&au=${parisDay()}`)).json()).toEqual(before);
  });

  it('shows today’s visits within a minute: the upkeep rolls today up at every turn, not every 10 minutes', async () => {
    const visits = async () =>
      StatsReportSchema.parse((await report(`?du=${parisDay()}&au=${parisDay()}`)).json()).totaux.visites;
    const before = await visits();
    await send('visite-du-jour-0003', 'lot-du-jour-1', [event('page', { chemin: '/fr/contact' })]);
    await vi.waitFor(
      async () =>
        expect(
          await ctx.database.db.select().from(evenements).where(eq(evenements.session_id, 'visite-du-jour-0003')),
        ).toHaveLength(1),
      { timeout: 5_000, interval: 100 },
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // The upkeep's next turn, a minute after the one of beforeAll: its 10-minute rollup is not due.
      vi.setSystemTime(Date.now() + 60_000);
      await ctx.app.upkeep();
      expect(await visits()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
