import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

describe('the shop shell', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    const context = await browser.newContext({ baseURL: shop.baseURL, locale: 'fr-FR' });
    page = await context.newPage();
  });

  it('lands on /fr/accueil and shows the 7 products of the home groups', async () => {
    await page.goto('/');
    await page.waitForURL('**/fr/accueil');
    await expect
      .poll(() => page.locator('#collection article h4 a').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(7);
    const labels = await page.locator('#collection article h4 a').allInnerTexts();
    expect(new Set(labels).size).toBe(labels.length);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });

  it('switches to English and keeps the page', async () => {
    await page.goto('/fr/accueil');
    await page.locator('#collection article h4 a').first().waitFor();
    const frenchTitle = await page.locator('#collection article h4 a').first().innerText();
    await page.getByRole('button', { name: /^Langue/u }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: 'English' })
      .or(page.getByRole('dialog').getByRole('button', { name: 'English' }))
      .click();
    await page.waitForURL('**/en/accueil');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect
      .poll(() => page.locator('#collection article h4 a').first().innerText(), { timeout: 20_000 })
      .not.toBe(frenchTitle);
  });

  it('opens a product page with its variants, prices and stock labels', async () => {
    await page.goto('/fr/accueil');
    const link = page.locator('#collection article h4 a').first();
    const label = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/fr\/cosmetique\/\d+-[a-z0-9-]+$/u);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(label);
    await expect.poll(() => page.getByText(/€/u).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(/en stock|rupture|Stock limité|En stock le|Aucune info de stock/u).count())
      .toBeGreaterThan(0);
  });

  /** What the page asked for the product list and the messages, and how (a preload is "link"). */
  const catalogueAndMessagesRequests = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as unknown as { name: string; initiatorType: string })
        .filter((entry) => /\/api\/(produits|translations)/u.test(entry.name))
        .map((entry) => `${entry.initiatorType} ${new URL(entry.name).pathname}${new URL(entry.name).search}`)
        .sort(),
    );

  it('takes the product list and the messages from the first HTML’s preloads, asking each once', async () => {
    await page.goto('/fr/faq');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    // A fetch that did not match its preload would show as a second entry, initiated by "fetch".
    expect(await catalogueAndMessagesRequests()).toEqual([
      'link /api/produits?lang=fr',
      'link /api/translations/fr.json',
    ]);
  });

  it('takes the product list from a page drawn on the server, and only the messages from a preload', async () => {
    await page.goto('/fr/accueil');
    const path = await page.locator('#collection article h4 a').first().getAttribute('href');
    await page.goto(path!);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    // Hydrated (the consent banner waits for it), and still nothing more asked.
    await expect.poll(() => page.getByRole('region', { name: 'Vos cookies, votre choix' }).count()).toBe(1);
    expect(await catalogueAndMessagesRequests()).toEqual(['link /api/translations/fr.json']);
  });
});
