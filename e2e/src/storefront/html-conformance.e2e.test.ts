import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { HOME_PAGE, showcaseProductPage, type CheckedPage } from '../shop-pages.ts';
import { checkMarkup } from '../html-check.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** The FAQ with its first answer unfolded: the fold-out panels are drawn open and closed. */
async function faqReady(page: Page): Promise<void> {
  const question = page.locator('main h3 button[aria-expanded]').first();
  await question.waitFor({ timeout: 20_000 });
  await question.click();
  const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  await expect.poll(() => panel.isVisible()).toBe(true);
  expect(await page.locator('main button[aria-expanded="false"]').count()).toBeGreaterThan(0);
}

const PAGES: CheckedPage[] = [
  { name: 'FAQ', path: () => '/fr/faq', ready: faqReady },
  HOME_PAGE,
  showcaseProductPage(shop),
];

/**
 * The markup as the browser draws it (what a W3C check of the live page reads, not the server's
 * first HTML) follows the HTML standard: one page, one browser, the file's shop.
 */
describe('HTML conformance of the drawn pages (fr)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('rejects a fold-out panel named by its button without a role (the FAQ’s former markup)', async () => {
    const panel =
      '<!DOCTYPE html><html lang="fr"><head><title>FAQ</title></head><body><main><h1>FAQ</h1>' +
      '<h3><button type="button" id="q" aria-expanded="true" aria-controls="a">Question</button></h3>' +
      '<div id="a" aria-labelledby="q"><p>Réponse</p></div></main></body></html>';
    expect(await checkMarkup(panel)).toEqual([
      'aria-label-misuse: "aria-labelledby" cannot be used on this element at #a',
    ]);
    expect(await checkMarkup(panel.replace(' aria-labelledby="q"', ''))).toEqual([]);
  });

  it('FAQ with an answer unfolded, home and a product page have no markup error', async () => {
    const context = await browser.newContext({ baseURL: shop.baseURL, locale: 'fr-FR' });
    const errors: Record<string, string[]> = {};
    try {
      const page = await context.newPage();
      for (const { name, path, ready } of PAGES) {
        await page.goto(await path());
        await ready(page);
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
        const found = await checkMarkup(await page.content());
        if (found.length > 0) errors[name] = found;
      }
    } finally {
      await context.close();
    }
    expect(errors).toEqual({});
  });
});
