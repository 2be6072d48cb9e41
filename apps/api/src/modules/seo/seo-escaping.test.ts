import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produits } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createSeoTestApp, decodeHtml, readHead } from './seo-test-helpers.ts';

const SCRIPT_BREAKOUT = '</script><script>alert(1)</script>';
const ATTRIBUTE_BREAKOUT = '"><img src=x onerror=alert(1)>';

describe('data written into page heads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createSeoTestApp();
  });
  afterAll(() => ctx.close());

  it('appears only escaped, in HTML text, attributes and JSON-LD alike', async () => {
    const label = `Crème ${SCRIPT_BREAKOUT} & ${ATTRIBUTE_BREAKOUT} <!-- \u2028`;
    const [product] = await ctx.database.db.select().from(produits).where(eq(produits.id, 1));
    const url = `/fr/cosmetique/1-${product?.slug}`;
    // The head is cached with the catalogue: a change shows once the catalogue is invalidated.
    expect((await ctx.app.inject(url)).statusCode).toBe(200);
    await ctx.database.db
      .update(produits)
      .set({ label, meta_description: `Soin ${ATTRIBUTE_BREAKOUT}` })
      .where(eq(produits.id, 1));
    expect((await ctx.app.inject(url)).body).not.toContain('alert(1)');
    ctx.app.catalogue.invalidate();

    const response = await ctx.app.inject(url);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('alert(1)');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"><img');
    expect(html).not.toContain('<!-- ');
    const jsonLdBlock = /<script type="application\/ld\+json">[^<]*<\/script>/u.exec(html)?.[0];
    expect(jsonLdBlock).toContain('\\u003c/script\\u003e');
    expect(jsonLdBlock).not.toContain('\u2028');
    // Only the app's own module script and the JSON-LD block are scripts.
    expect(html.match(/<script\b/gu)).toHaveLength(2);

    const head = readHead(html);
    expect(decodeHtml(head.titles[0])).toBe(`${label} – Maison Orcaviar`);
    expect(decodeHtml(head.meta('og:title'))).toBe(label);
    expect(decodeHtml(head.descriptions[0])).toBe(`Soin ${ATTRIBUTE_BREAKOUT}`);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Product', name: label });
  });
});
