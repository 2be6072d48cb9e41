import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();
const MOUSSE = 'Mousse Nettoyante Perle de Caviar';
const MOUSSE_PAGE = '/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar';

/** The inside of #root in a page's HTML, as the server sent it (no script run). */
async function serverRoot(path: string): Promise<string> {
  const html = await (await fetch(`${shop.baseURL}${path}`)).text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="first-screen-state">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  // Only scripts loaded from files, or data blocks, which the browser never runs (strict CSP).
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gu)) {
    expect(tag).toMatch(/\ssrc="|type="application\/(ld\+)?json"/u);
  }
  return html.slice(start, end);
}

/**
 * Adds the page's variant and waits for the server's answer: the badge moves before the call
 * lands, and leaving the page at once would abort it (the next page would then find no basket).
 */
async function addToBasket(page: Page): Promise<void> {
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/paniers/qtt') && answer.ok());
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await saved;
  await expect.poll(() => page.getByRole('button', { name: /^Panier, 1 article/u }).count()).toBe(1);
}

/** How far the page is scrolled (the e2e package has no DOM types). */
const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);

describe('pages drawn on the server', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Console errors and warnings (hydration mismatches among them) and uncaught exceptions. */
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({
      baseURL: shop.baseURL,
      locale: 'fr-FR',
      viewport: { width: 412, height: 823 },
    });
    page = await context.newPage();
    problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
  });

  it('send the home page’s words and hero picture, and a product page’s name, in the HTML', async () => {
    const home = await serverRoot('/fr/accueil');
    expect(home).toContain('id="home-title"');
    expect(home).toContain('Le caviar,');
    expect(home).toMatch(/<img [^>]*src="\/media\/visuel\/\d+\/960\.jpg"/u);
    const product = await serverRoot(MOUSSE_PAGE);
    expect(product).toMatch(new RegExp(`<h1[^>]*>${MOUSSE}</h1>`, 'u'));
    expect(product).toContain('Ajouter au panier');
  });

  it('shows the first screen before any script runs', async () => {
    const bare = await browser.newContext({ baseURL: shop.baseURL, javaScriptEnabled: false });
    const still = await bare.newPage();
    await still.goto(MOUSSE_PAGE);
    expect(await still.getByRole('heading', { level: 1 }).innerText()).toBe(MOUSSE);
    await still.goto('/fr/accueil');
    expect(
      await still.locator('figure img').evaluate((img) => (img as unknown as { complete: boolean }).complete),
    ).toBe(true);
    await bare.close();
  });

  it('hydrate the home page without a warning, then show what depends on the browser', async () => {
    await page.goto('/fr/accueil');
    // The cookie banner is drawn only once the page is hydrated (the consent cookie is the browser's).
    await expect
      .poll(() => page.getByRole('region', { name: 'Vos cookies, votre choix' }).count(), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(() => page.locator('figure a[data-produit]').count(), { timeout: 20_000 }).toBe(5);
    expect(problems).toEqual([]);
  });

  it('hydrate a product page that stays interactive: adding to the basket works', async () => {
    await page.goto(MOUSSE_PAGE);
    await expect
      .poll(() => page.getByRole('region', { name: 'Vos cookies, votre choix' }).count(), { timeout: 20_000 })
      .toBe(1);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Panier, 1 article/u }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  // A change the shell makes once hydrated (the visitor's country, which every price follows) must
  // not reach a part still waiting for its code: React would draw that part again from scratch,
  // the page shrinking to its fallback under the visitor's eyes meanwhile.
  it('hydrate a product page in place even when its code comes after the shell has hydrated', async () => {
    let releaseChunk!: () => void;
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route('**/assets/product-page-*.js', async (route) => {
      await chunkHeld;
      await route.continue();
    });
    // Marks the server's heading before any script of the page runs.
    await page.addInitScript(() => {
      const scope = globalThis as unknown as {
        document: {
          addEventListener: (type: string, run: () => void) => void;
          querySelector: (selector: string) => unknown;
        };
        drawn?: unknown;
      };
      scope.document.addEventListener(
        'DOMContentLoaded',
        () => (scope.drawn = scope.document.querySelector('main h1')),
      );
    });
    await page.goto(MOUSSE_PAGE);
    // The cookie banner is the shell's, drawn once the shell has hydrated.
    await expect
      .poll(() => page.getByRole('region', { name: 'Vos cookies, votre choix' }).count(), { timeout: 20_000 })
      .toBe(1);
    releaseChunk();
    await page.getByTestId('country-price-note').waitFor({ timeout: 20_000 });
    const sameHeading = await page.evaluate(() => {
      const scope = globalThis as unknown as {
        document: { querySelector: (selector: string) => unknown };
        drawn?: unknown;
      };
      return scope.drawn !== undefined && scope.document.querySelector('main h1') === scope.drawn;
    });
    expect(sameHeading).toBe(true);
    expect(problems).toEqual([]);
  });

  it('leave a page scrolled before it hydrated where the visitor put it', async () => {
    let releaseScripts = () => {};
    const scrolled = new Promise<void>((resolve) => (releaseScripts = resolve));
    // The app's modules wait until the visitor has scrolled.
    await page.route(/\/assets\/.*\.js$/u, async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto(MOUSSE_PAGE, { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    releaseScripts();
    await expect
      .poll(() => page.getByRole('region', { name: 'Vos cookies, votre choix' }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await scrollY(page)).toBeGreaterThan(before / 2);
    expect(problems).toEqual([]);
  });

  it('hydrate with a stored basket: the badge shows it right after, without a mismatch', async () => {
    await page.goto(MOUSSE_PAGE);
    await addToBasket(page);
    await page.goto('/fr/accueil');
    await expect
      .poll(() => page.getByRole('button', { name: /^Panier, 1 article/u }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(problems).toEqual([]);
  });

  it('hydrate a product page reloaded with a basket: the server’s badge at 0 is not a mismatch', async () => {
    await page.goto(MOUSSE_PAGE);
    await addToBasket(page);
    // Product 4 has FAQ sections: lists this tab stored must not show in the hydrating render.
    for (const path of [MOUSSE_PAGE, '/fr/cosmetique/4']) {
      await page.goto(path);
      await page.reload();
      await expect
        .poll(() => page.getByRole('button', { name: /^Panier, 1 article/u }).count(), { timeout: 20_000 })
        .toBe(1);
    }
    expect(problems).toEqual([]);
  });
});
