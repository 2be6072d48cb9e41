import { gunzipSync } from 'node:zlib';
import { ProduitListSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produits, visuels } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET /api/produits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the online demo products with range, variants, stock, visuals, tags and cross-sell', async () => {
    const response = await ctx.app.inject('/api/produits');
    expect(response.statusCode).toBe(200);
    const body = ProduitListSchema.parse(response.json());
    expect(body.datas.map((product) => product.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7]));
    for (const product of body.datas) {
      expect(product.gamme?.tag.label).toBeTruthy();
      expect(product.declinaisons.length).toBeGreaterThanOrEqual(2);
      expect(product.visuels.length).toBeGreaterThanOrEqual(1);
      expect(product.default_declinaison_id).toBe(product.declinaisons[0]?.id);
      for (const variant of product.declinaisons) {
        expect(variant.prix_ttc).toBe(Math.round(variant.prix_ht * 1.2));
        // Every demo variant is sold by volume: its unit price can be shown.
        expect(variant.unite).toBe('ml');
        expect(variant.contenance).toBeGreaterThan(0);
      }
    }
    const stocks = body.datas.flatMap((product) => product.declinaisons.map((variant) => variant.stock?.total ?? null));
    expect(stocks).toEqual(expect.arrayContaining([0, 1, null]));
    expect(body.datas.some((product) => product.declinaisons.some((variant) => variant.reassort))).toBe(true);
    expect(body.datas.some((product) => product.associes.length > 0)).toBe(true);
  });

  it('answers in the language of the Language header, French by default', async () => {
    const fr = ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json());
    const en = ProduitListSchema.parse(
      (await ctx.app.inject({ url: '/api/produits', headers: { language: 'en' } })).json(),
    );
    expect(en.datas[0]?.label).not.toBe(fr.datas[0]?.label);
    expect(en.datas[0]?.id).toBe(fr.datas[0]?.id);
    const unknown = ProduitListSchema.parse(
      (await ctx.app.inject({ url: '/api/produits', headers: { language: 'xx' } })).json(),
    );
    expect(unknown.datas[0]?.label).toBe(fr.datas[0]?.label);
  });

  it('takes the language from the address too (the preloadable form), before the header', async () => {
    const byHeader = await ctx.app.inject({ url: '/api/produits', headers: { language: 'en' } });
    const byAddress = await ctx.app.inject({ url: '/api/produits?lang=en', headers: { language: 'de' } });
    expect(byAddress.statusCode).toBe(200);
    expect(byAddress.body).toBe(byHeader.body);
    expect(byAddress.headers.etag).toBe(byHeader.headers.etag);
    expect(byAddress.headers['cache-control']).toContain('no-cache');
    const revalidated = await ctx.app.inject({
      url: '/api/produits?lang=en',
      headers: { 'if-none-match': String(byAddress.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // An unknown language in the address counts as none: the header, else French.
    const fr = await ctx.app.inject('/api/produits');
    expect((await ctx.app.inject('/api/produits?lang=xx')).body).toBe(fr.body);
    expect((await ctx.app.inject({ url: '/api/produits?lang=xx', headers: { language: 'en' } })).body).toBe(
      byHeader.body,
    );
  });

  it('gives the pictures’ alt text in the Language header’s language, French where it is untranslated', async () => {
    const read = async (language: string) =>
      ProduitListSchema.parse((await ctx.app.inject({ url: '/api/produits', headers: { language } })).json()).datas;
    const fr = await read('fr');
    for (const language of ['en', 'es', 'de']) {
      for (const product of await read(language)) {
        const french = fr.find(({ id }) => id === product.id);
        expect(product.visuels[0]?.alt, `${language} #${product.id}`).toBe(product.label);
        expect(product.visuels[0]?.alt, `${language} #${product.id}`).not.toBe(french?.visuels[0]?.alt);
      }
    }
    const [first] = fr;
    const visuelId = first!.visuels[0]!.id;
    await ctx.database.db.update(visuels).set({ traductions: {} }).where(eq(visuels.id, visuelId));
    ctx.app.catalogue.invalidate();
    const untranslated = (await read('de')).find(({ id }) => id === first!.id);
    expect(untranslated?.visuels[0]?.alt).toBe(first!.visuels[0]!.alt);
  });

  it('serves compressed bytes with an ETag and answers 304 when unchanged', async () => {
    const first = await ctx.app.inject({ url: '/api/produits', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toContain('no-cache');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).code).toBe(200);
    const etag = String(first.headers.etag);
    const second = await ctx.app.inject({ url: '/api/produits', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('leaves out offline products once the cache is refreshed', async () => {
    await ctx.database.db.update(produits).set({ offline: true }).where(eq(produits.id, 2));
    const stale = ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json());
    expect(stale.datas.some((product) => product.id === 2)).toBe(true);
    ctx.app.catalogue.invalidate();
    const fresh = ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json());
    expect(fresh.datas.some((product) => product.id === 2)).toBe(false);
    expect(fresh.datas.every((product) => product.associes.every((link) => link.produit_associe_id !== 2))).toBe(true);
  });
});
