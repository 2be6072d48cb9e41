import { ActualitePageSchema, FaqListSchema, PrincipeActifPageSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('content reads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('pages active ingredients sorted by ordre ascending, with their products', async () => {
    const response = await ctx.app.inject('/api/principesactifs/paginator?sort=ordre%20ASC');
    const body = PrincipeActifPageSchema.parse(response.json());
    expect(body.total).toBeGreaterThanOrEqual(6);
    const orders = body.datas.map((principe) => principe.ordre);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(body.datas.some((principe) => principe.produits.length > 0)).toBe(true);
    const descending = PrincipeActifPageSchema.parse(
      (await ctx.app.inject('/api/principesactifs/paginator?sort=ordre%20DESC&limit=2')).json(),
    );
    expect(descending.datas).toHaveLength(2);
    expect(descending.datas[0]?.ordre).toBe(Math.max(...orders));
  });

  it('refuses a sort on an unknown field or a malformed page with field errors', async () => {
    const badSort = await ctx.app.inject('/api/principesactifs/paginator?sort=password%20ASC');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toMatchObject({ code: 400, errors: { sort: [expect.any(String)] } });
    const injection = await ctx.app.inject('/api/principesactifs/paginator?sort=ordre;drop%20table%20produits');
    expect(injection.statusCode).toBe(400);
    for (const inherited of ['__proto__', 'constructor', 'toString']) {
      const response = await ctx.app.inject(`/api/principesactifs/paginator?sort=${inherited}`);
      expect(response.statusCode, inherited).toBe(400);
    }
    const badPage = await ctx.app.inject('/api/actualites/paginator?page=abc');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toMatchObject({
      code: 400,
      message: expect.any(String),
      errors: { page: expect.any(Array) },
    });
  });

  it('lists FAQs with their categories and product sections', async () => {
    const body = FaqListSchema.parse((await ctx.app.inject('/api/faqs')).json());
    const categories = new Set(body.datas.flatMap((faq) => (faq.categorie ? [faq.categorie.slug] : [])));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    expect(body.datas.some((faq) => faq.produit_id !== null && faq.type === 'utilisation')).toBe(true);
  });

  it('serves every product section in the Language header’s language, French where a text is untranslated', async () => {
    const read = async (language: string) =>
      FaqListSchema.parse((await ctx.app.inject({ url: '/api/faqs', headers: { language } })).json()).datas.filter(
        (faq) => faq.produit_id !== null,
      );
    const fr = await read('fr');
    expect(fr.length).toBeGreaterThan(0);
    for (const language of ['en', 'es', 'de']) {
      const translated = await read(language);
      expect(translated.map((faq) => faq.id)).toEqual(fr.map((faq) => faq.id));
      translated.forEach((faq, index) => {
        expect(faq.reponse, `${language} #${faq.id}`).not.toBe(fr[index]?.reponse);
        expect(faq.question, `${language} #${faq.id}`).not.toBe(fr[index]?.question);
      });
    }
    const [first] = fr;
    await ctx.database.db.update(faqs).set({ traductions: {} }).where(eq(faqs.id, first!.id));
    const fallback = (await read('de')).find((faq) => faq.id === first!.id);
    expect(fallback?.reponse).toBe(first?.reponse);
  });

  it('pages news articles, newest first', async () => {
    const body = ActualitePageSchema.parse((await ctx.app.inject('/api/actualites/paginator')).json());
    expect(body.total).toBeGreaterThanOrEqual(4);
    const dates = body.datas.map((article) => article.publie_le);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('serves interface texts for fr, en, es and de, and 404 JSON for another language', async () => {
    for (const locale of ['fr', 'en', 'es', 'de']) {
      const response = await ctx.app.inject(`/api/translations/${locale}.json`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ panier: { en_rupture_stock: expect.any(String) } });
    }
    const missing = await ctx.app.inject('/api/translations/it.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: expect.any(String), errors: {} });
  });

  it('reports the database as reachable', async () => {
    const response = await ctx.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, database: 'reachable' });
  });
});

describe('content caching', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('tags content reads with an ETag and answers 304 when unchanged', async () => {
    for (const url of [
      '/api/faqs',
      '/api/principesactifs/paginator?sort=ordre%20ASC',
      '/api/actualites/paginator',
      '/api/translations/fr.json',
    ]) {
      const first = await ctx.app.inject(url);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      expect(first.headers.etag, url).toBeTruthy();
      const second = await ctx.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(second.statusCode, url).toBe(304);
    }
  });
});
