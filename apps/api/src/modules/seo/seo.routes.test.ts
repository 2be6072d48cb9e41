import { LOCALES } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actualites, produits } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://shop.example';

describe('sitemap.xml and robots.txt', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => ctx.close());

  const entries = (xml: string) =>
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/gu)].map(([, body = '']) => ({
      loc: /<loc>([^<]*)<\/loc>/u.exec(body)?.[1] ?? '',
      lastmod: /<lastmod>([^<]*)<\/lastmod>/u.exec(body)?.[1],
      alternates: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/gu)].map(
        ([, hreflang, href]) => ({ hreflang, href }),
      ),
    }));

  it('lists every product, ingredient, article and public page in the four languages, with alternates', async () => {
    const response = await ctx.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /u);
    const urls = entries(response.body);
    const locs = new Set(urls.map((url) => url.loc));
    expect(locs.size).toBe(urls.length);

    const products = await ctx.database.db.select().from(produits);
    for (const product of products) {
      for (const locale of LOCALES) {
        expect(locs.has(`${PUBLIC_URL}/${locale}/cosmetique/${product.id}-${product.slug}`), product.slug).toBe(true);
      }
    }
    for (const locale of LOCALES) {
      for (const page of ['accueil', 'faq', 'contact', 'conditions', 'conditions/mentions-legales']) {
        expect(locs.has(`${PUBLIC_URL}/${locale}/${page}`), page).toBe(true);
      }
    }
    const news = await ctx.database.db.select().from(actualites);
    const article = urls.find((url) => url.loc === `${PUBLIC_URL}/en/${news[0]?.id}-${news[0]?.slug}`);
    expect(article?.lastmod).toBe(news[0]?.publie_le);
    expect(urls.some((url) => url.loc.includes('/principe-actif/'))).toBe(true);

    for (const url of urls) {
      expect(url.alternates.map((alternate) => alternate.hreflang)).toEqual([...LOCALES, 'x-default']);
      expect(url.alternates.map((alternate) => alternate.href)).toContain(url.loc);
    }
    expect(response.body).not.toMatch(/mon-compte|\/ad\/|checkout|paiement|\/sign|erreur/u);
  });

  it('follows the catalogue: an offline product leaves the sitemap once the cache is invalidated', async () => {
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(produits).set({ offline: true }).where(eq(produits.id, 4));
    ctx.app.catalogue.invalidate();
    const body = (await ctx.app.inject('/sitemap.xml')).body;
    expect(body).not.toContain('/cosmetique/4-');
    expect(body).toContain('/cosmetique/5-');
  });

  it('lets crawlers in everywhere public and points them to the sitemap', async () => {
    const response = await ctx.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    // The private areas, in every language: the customer's, the back office, checkout, payment and sign-in.
    const privateAreas = ['mon-compte', 'ad/', 'checkout', 'paiement', 'sign'];
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        ...privateAreas.map((area) => `Disallow: /*/${area}`),
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });
});
