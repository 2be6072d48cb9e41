import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility as check } from '../axe-check.ts';
import { launchBrowser } from '../browser.ts';
import { HOME_PAGE, showcaseProductPage, type CheckedPage } from '../shop-pages.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

type Scheme = 'light' | 'dark';

/** The pages of the check, each with what shows once it has its data. */
const PAGES: CheckedPage[] = [
  HOME_PAGE,
  showcaseProductPage(shop),
  { name: 'FAQ', path: () => '/fr/faq', ready: (page) => page.locator('main h1').waitFor({ timeout: 20_000 }) },
  {
    name: 'contact',
    path: () => '/fr/contact',
    ready: (page) => page.locator('main form').waitFor({ timeout: 20_000 }),
  },
  {
    name: 'legal notice',
    path: () => '/fr/conditions/mentions-legales',
    ready: (page) => page.locator('main h1').waitFor({ timeout: 20_000 }),
  },
];

/**
 * Every public page: those of the sitemap in French (fixed pages, every product, ingredient and
 * article), and the public pages it leaves out: the error page, sign-in, a newsletter link's page
 * and the payment link's.
 */
async function publicPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${shop.baseURL}/sitemap.xml`)).text();
  const indexed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)]
    .map(([, loc = '']) => new URL(loc).pathname)
    .filter((path) => path.startsWith('/fr/'));
  expect(indexed.length).toBeGreaterThan(10);
  const unindexed = [
    '/fr/erreur',
    '/fr/sign',
    '/fr/newsletter/desinscription/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
    '/fr/paiement',
  ];
  return [...indexed, ...unindexed];
}

async function newContext(browser: Browser, colorScheme: Scheme, withConsent: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: shop.baseURL,
    locale: 'fr-FR',
    colorScheme,
    reducedMotion: 'reduce',
  });
  if (withConsent) {
    await context.addCookies(
      [
        ['od', String(Date.now())],
        ['od_analytic', '0'],
        ['od_marketing', '0'],
      ].map(([name, value]) => ({ name: name ?? '', value: value ?? '', url: shop.baseURL })),
    );
  }
  return context;
}

describe('accessibility (axe: no serious or critical violation)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const scheme of ['light', 'dark'] as const) {
    for (const { name, path, ready } of PAGES) {
      it(`${name}, fr, ${scheme}`, async () => {
        const context = await newContext(browser, scheme, true);
        try {
          const page = await context.newPage();
          await page.goto(await path());
          await ready(page);
          expect(await check(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('every public page, fr, light', async () => {
    const context = await newContext(browser, 'light', true);
    const violations: Record<string, string[]> = {};
    try {
      const page = await context.newPage();
      for (const path of await publicPaths()) {
        await page.goto(path);
        await page.locator('main').first().waitFor({ timeout: 20_000 });
        // Pages draw their content once the API has answered.
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
        const found = await check(page);
        if (found.length > 0) violations[path] = found;
      }
    } finally {
      await context.close();
    }
    expect(violations).toEqual({});
  }, 600_000);

  it('home, fr, light, with the cookie banner shown', async () => {
    const context = await newContext(browser, 'light', false);
    try {
      const page = await context.newPage();
      await page.goto('/fr/accueil');
      await HOME_PAGE.ready(page);
      await page
        .getByRole('button', { name: /refuser|accepter|personnaliser/iu })
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await check(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
