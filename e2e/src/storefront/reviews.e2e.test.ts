import { axeOn } from '../axe-check.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** The demo's product 3 has three published reviews (5, 4 and 5). */
async function reviewedProductPath(): Promise<string> {
  const products = (await (await fetch(`${shop.baseURL}/api/produits`)).json()) as {
    datas: { id: number; slug: string }[];
  };
  const product = products.datas.find(({ id }) => id === 3);
  if (!product) throw new Error('demo product 3 missing');
  return `/fr/cosmetique/${product.id}-${product.slug}`;
}

describe('product reviews on the product page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('puts the AggregateRating in the first HTML answer', async () => {
    const html = await (await fetch(`${shop.baseURL}${await reviewedProductPath()}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const product = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/gu)]
      .map(([, json]) => JSON.parse(json ?? '') as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product');
    expect(product?.aggregateRating).toMatchObject({ ratingValue: '4.7', reviewCount: 3 });
  });

  it('loads the reviews only near the screen, then shows the average, the reviews and why a visitor cannot write one', async () => {
    const context = await browser.newContext({ baseURL: shop.baseURL, locale: 'fr-FR', reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const reviewCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/avis/')) reviewCalls.push(request.url());
      });
      await page.goto(await reviewedProductPath());
      await page.getByRole('heading', { level: 2, name: 'Partager ce soin' }).waitFor({ timeout: 20_000 });
      // The first screen asks nothing of the reviews.
      expect(reviewCalls).toEqual([]);

      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const section = page.getByRole('region', { name: 'Avis clients' });
      await section.getByText('Note moyenne 4,7 sur 5, 3 avis').waitFor({ timeout: 20_000 });
      expect(await section.getByRole('article').count()).toBe(3);
      expect(await section.getByText(/Connectez-vous pour donner votre avis/u).isVisible()).toBe(true);
      expect(reviewCalls.some((url) => url.includes('/api/avis/produit/3?'))).toBe(true);

      const results = await axeOn(page).include('section[aria-labelledby="product-reviews-title"]').analyze();
      const blocking = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
      expect(
        blocking.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
