import { randomUUID } from 'node:crypto';
import { BasketGetResultSchema, BasketUpdateResultSchema, calculateBasketTotals } from '@boutique/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declinaisons, paniers, produits } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createBasketService } from './basket.service.ts';

describe('basket API', () => {
  let ctx: TestContext;
  /** A variant with plenty of stock, one with exactly 3, one out of stock, one untracked. */
  const variants = { plenty: 0, three: 0, none: 0, untracked: 0 };

  const update = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/paniers/qtt', payload: body, headers });
  const setStock = (id: number, stock: number | null) =>
    ctx.database.db.update(declinaisons).set({ stock }).where(eq(declinaisons.id, id));

  beforeAll(async () => {
    ctx = await createTestApp();
    const rows = await ctx.database.db.select().from(declinaisons).orderBy(declinaisons.id);
    variants.plenty = rows.find((row) => (row.stock ?? 0) >= 12)!.id;
    variants.three = rows.find((row) => row.stock === 3)!.id;
    variants.none = rows.find((row) => row.stock === 0 && row.reassort_date === null)!.id;
    variants.untracked = rows.find((row) => row.stock === null)!.id;
  });
  afterAll(() => ctx.close());

  it('creates the basket on first add and answers it whole, priced from the database', async () => {
    const hash = randomUUID();
    const response = await update({ panier: hash, declinaison: variants.plenty, qtt: 2 });
    expect(response.statusCode).toBe(200);
    const body = BasketUpdateResultSchema.parse(response.json());
    const [variant] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variants.plenty));
    expect(body).toMatchObject({ code: 200, qtt: 2, cds: [{ declinaison_id: variants.plenty, qtt: 2 }] });
    expect(body.panier).toMatchObject({
      hash,
      count: 2,
      total_ht: variant!.prix_ht * 2,
      total_ttc: variant!.prix_ttc * 2,
    });
    expect(body.panier.lignes[0]).toMatchObject({
      id: variants.plenty,
      quantity: 2,
      prix_total: variant!.prix_ttc * 2,
      declinaison: { prix_ttc: variant!.prix_ttc, stock: { total: variant!.stock } },
    });
  });

  it('adds to an existing line and sums several lines', async () => {
    const hash = randomUUID();
    await update({ panier: hash, declinaison: variants.plenty, qtt: 1 });
    await update({ panier: hash, declinaison: variants.plenty, qtt: 2 });
    const body = BasketUpdateResultSchema.parse(
      (await update({ panier: hash, declinaison: variants.three, qtt: 1 })).json(),
    );
    expect(body.cds).toEqual([
      { declinaison_id: variants.plenty, qtt: 3 },
      { declinaison_id: variants.three, qtt: 1 },
    ]);
    const totals = calculateBasketTotals(
      body.panier.lignes.map((line) => ({ ...line.declinaison, qtt: line.quantity })),
    );
    expect(body.panier).toMatchObject(totals);
  });

  it('refuses more than the stock with 409, the quantity kept and a message', async () => {
    const hash = randomUUID();
    await update({ panier: hash, declinaison: variants.three, qtt: 2 });
    const response = await update({ panier: hash, declinaison: variants.three, qtt: 2 });
    expect(response.statusCode).toBe(409);
    const body = BasketUpdateResultSchema.parse(response.json());
    expect(body).toMatchObject({ code: 409, qtt: 2, message: 'Stock limité à 3 exemplaires' });
    expect(body.errors).toEqual({ qtt: ['Stock limité à 3 exemplaires'] });
    expect(body.cds).toEqual([{ declinaison_id: variants.three, qtt: 2 }]);
    const fresh = await update({ panier: randomUUID(), declinaison: variants.three, qtt: 4 });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toMatchObject({ qtt: 0, panier: { lignes: [] } });
  });

  it('refuses an out-of-stock or untracked variant', async () => {
    const out = await update({ panier: randomUUID(), declinaison: variants.none, qtt: 1 });
    expect(out.statusCode).toBe(409);
    expect(out.json()).toMatchObject({ message: 'En rupture de stock', qtt: 0 });
    const untracked = await update({ panier: randomUUID(), declinaison: variants.untracked, qtt: 1 });
    expect(untracked.statusCode).toBe(409);
    expect(untracked.json()).toMatchObject({ message: 'Aucune info de stock' });
  });

  it('removes one unit, deletes the line at zero, and takes removing what is absent as done', async () => {
    const hash = randomUUID();
    await update({ panier: hash, declinaison: variants.plenty, qtt: 2 });
    expect((await update({ panier: hash, declinaison: variants.plenty, qtt: -1 })).json()).toMatchObject({ qtt: 1 });
    const emptied = BasketUpdateResultSchema.parse(
      (await update({ panier: hash, declinaison: variants.plenty, qtt: -1 })).json(),
    );
    expect(emptied).toMatchObject({ code: 200, qtt: 0, cds: [], panier: { count: 0, total_ttc: 0, lignes: [] } });
    const again = await update({ panier: hash, declinaison: variants.plenty, qtt: -1 });
    expect(again.statusCode).toBe(200);
    const never = await update({ panier: randomUUID(), declinaison: variants.plenty, qtt: -1 });
    expect(never.statusCode).toBe(200);
  });

  it('lets a line over a lowered stock be reduced', async () => {
    const hash = randomUUID();
    const [variant] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variants.plenty));
    await update({ panier: hash, declinaison: variants.plenty, qtt: 5 });
    await setStock(variants.plenty, 2);
    try {
      const response = await update({ panier: hash, declinaison: variants.plenty, qtt: -1 });
      expect(response.json()).toMatchObject({ qtt: 4, panier: { lignes: [{ declinaison: { stock: { total: 2 } } }] } });
      expect((await update({ panier: hash, declinaison: variants.plenty, qtt: 1 })).statusCode).toBe(409);
    } finally {
      await setStock(variants.plenty, variant!.stock);
    }
  });

  it('answers 400 with field errors for a bad hash, variant or quantity', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ panier: 'not-a-uuid', declinaison: variants.plenty, qtt: 1 }, 'panier'],
      [{ panier: randomUUID(), declinaison: 'abc', qtt: 1 }, 'declinaison'],
      [{ panier: randomUUID(), declinaison: variants.plenty, qtt: 1.5 }, 'qtt'],
      [{ panier: randomUUID(), declinaison: variants.plenty, qtt: 'deux' }, 'qtt'],
      [{ panier: randomUUID(), declinaison: variants.plenty, qtt: 0 }, 'qtt'],
      [{ panier: randomUUID(), declinaison: variants.plenty, qtt: 1e308 }, 'qtt'],
      [{ panier: randomUUID(), declinaison: variants.plenty }, 'qtt'],
      [{ panier: randomUUID(), declinaison: 999_999, qtt: 1 }, 'declinaison'],
    ];
    for (const [body, field] of cases) {
      const response = await update(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        code: 400,
        message: expect.any(String),
        errors: { [field]: expect.arrayContaining([expect.any(String)]) },
      });
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: '{"panier":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 400 });
  });

  it('refuses a variant of an offline product', async () => {
    const [product] = await ctx.database.db.select().from(produits).where(eq(produits.id, 9));
    const [variant] = await ctx.database.db
      .select()
      .from(declinaisons)
      .where(and(eq(declinaisons.produit_id, product!.id), gt(declinaisons.stock, 0)));
    await ctx.database.db.update(produits).set({ offline: true }).where(eq(produits.id, product!.id));
    try {
      const response = await update({ panier: randomUUID(), declinaison: variant!.id, qtt: 1 });
      expect(response.statusCode).toBe(400);
    } finally {
      await ctx.database.db.update(produits).set({ offline: false }).where(eq(produits.id, product!.id));
    }
  });

  it('ignores prices, totals and stock sent by the client', async () => {
    const hash = randomUUID();
    const response = await update({
      panier: hash,
      declinaison: variants.plenty,
      qtt: 1,
      prix_ttc: 1,
      total_ttc: 1,
      stock: 1_000_000,
      __proto__: { polluted: true },
    });
    const [variant] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variants.plenty));
    expect(response.json()).toMatchObject({ panier: { total_ttc: variant!.prix_ttc } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a basket by hash with current prices, in the requested language, and an unknown one as empty', async () => {
    const hash = randomUUID();
    await update({ panier: hash, declinaison: variants.plenty, qtt: 1 });
    const [variant] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variants.plenty));
    await ctx.database.db
      .update(declinaisons)
      .set({ prix_ttc: variant!.prix_ttc + 100 })
      .where(eq(declinaisons.id, variants.plenty));
    try {
      const fr = BasketGetResultSchema.parse((await ctx.app.inject(`/api/paniers/get/${hash}`)).json());
      expect(fr.panier.total_ttc).toBe(variant!.prix_ttc + 100);
      const en = BasketGetResultSchema.parse(
        (await ctx.app.inject({ url: `/api/paniers/get/${hash}`, headers: { language: 'en' } })).json(),
      );
      expect(en.panier.lignes[0]?.produit.label).not.toBe(fr.panier.lignes[0]?.produit.label);
    } finally {
      await ctx.database.db
        .update(declinaisons)
        .set({ prix_ttc: variant!.prix_ttc })
        .where(eq(declinaisons.id, variants.plenty));
    }
    const unknown = BasketGetResultSchema.parse((await ctx.app.inject(`/api/paniers/get/${randomUUID()}`)).json());
    expect(unknown.panier).toMatchObject({ count: 0, lignes: [], ventesCroisees: [] });
    const malformed = await ctx.app.inject('/api/paniers/get/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { hash: expect.any(Array) } });
  });

  it('suggests the products associated with the basket, not those already in it', async () => {
    const hash = randomUUID();
    const body = BasketUpdateResultSchema.parse(
      (await update({ panier: hash, declinaison: variants.plenty, qtt: 1 })).json(),
    );
    const productId = body.panier.lignes[0]!.produit.id;
    expect(body.panier.ventesCroisees.length).toBeGreaterThan(0);
    expect(body.panier.ventesCroisees).not.toContain(productId);
  });

  it('keeps a consistent quantity under 50 concurrent updates of one basket', async () => {
    const hash = randomUUID();
    await setStock(variants.plenty, 1000);
    try {
      const adds = await Promise.all(
        Array.from({ length: 50 }, () => update({ panier: hash, declinaison: variants.plenty, qtt: 1 })),
      );
      expect(adds.every((response) => response.statusCode === 200)).toBe(true);
      const after = BasketGetResultSchema.parse((await ctx.app.inject(`/api/paniers/get/${hash}`)).json());
      expect(after.panier.commandes_declinaisons).toEqual([{ declinaison_id: variants.plenty, qtt: 50 }]);

      const mixed = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          update({ panier: hash, declinaison: variants.plenty, qtt: index % 2 === 0 ? 2 : -1 }),
        ),
      );
      expect(mixed.every((response) => response.statusCode === 200)).toBe(true);
      const final = BasketGetResultSchema.parse((await ctx.app.inject(`/api/paniers/get/${hash}`)).json());
      expect(final.panier.commandes_declinaisons).toEqual([{ declinaison_id: variants.plenty, qtt: 50 + 25 * 2 - 25 }]);
    } finally {
      await setStock(variants.plenty, 40);
    }
  });

  it('never goes past the stock when 50 updates race for the last 10 units', async () => {
    const hash = randomUUID();
    await setStock(variants.three, 10);
    try {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => update({ panier: hash, declinaison: variants.three, qtt: 1 })),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
      expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(40);
      const final = BasketGetResultSchema.parse((await ctx.app.inject(`/api/paniers/get/${hash}`)).json());
      expect(final.panier.count).toBe(10);
    } finally {
      await setStock(variants.three, 3);
    }
  });

  it('purges baskets left alone longer than the retention period', async () => {
    const stale = randomUUID();
    const recent = randomUUID();
    await update({ panier: stale, declinaison: variants.plenty, qtt: 1 });
    await update({ panier: recent, declinaison: variants.plenty, qtt: 1 });
    await ctx.database.db
      .update(paniers)
      .set({ updated: sql`now() - interval '31 days'` })
      .where(eq(paniers.hash, stale));
    const purged = await createBasketService(ctx.database.db).purgeStale(30);
    expect(purged).toBeGreaterThanOrEqual(1);
    const remaining = await ctx.database.db.select({ hash: paniers.hash }).from(paniers);
    expect(remaining.map((row) => row.hash)).toContain(recent);
    expect(remaining.map((row) => row.hash)).not.toContain(stale);
  });
});
