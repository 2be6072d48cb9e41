import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');

type Scheme = 'light' | 'dark';
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Rules axe ships as experimental, so off unless asked for. label-content-name-mismatch is
 * WCAG 2.5.3 (Label in Name, level A): a control's accessible name contains its visible text, so
 * a voice user can say what they see.
 */
const EXPERIMENTAL_RULES_ON = { 'label-content-name-mismatch': { enabled: true } };

/** What fails the run: what axe ranks as serious or critical. */
const BLOCKING = new Set(['serious', 'critical']);

/** One line per violation and node, so a failure says what to fix and where. */
function describeViolations(results: AxeResults): string[] {
  return results.violations
    .filter(({ impact }) => impact && BLOCKING.has(impact))
    .flatMap(({ id, impact, help, nodes }) =>
      nodes.map(
        ({ target, failureSummary }) =>
          `[${impact}] ${id} (${help}) at ${target.join(' ')}: ${(failureSummary ?? '').replaceAll('\n', ' ')}`,
      ),
    );
}

/** A product with associated products, so its page shows every block (share, cross-sell). */
async function productPath(): Promise<string> {
  const response = await fetch(`${baseURL}/api/produits`, { headers: { 'Accept-Language': 'fr' } });
  const body = (await response.json()) as {
    datas: { id: number; slug: string; offline: boolean; associes: unknown[] }[];
  };
  const online = body.datas.filter(({ offline }) => !offline);
  const produit = online.find(({ associes }) => associes.length > 0) ?? online[0];
  if (!produit) throw new Error('no online product');
  return `/fr/cosmetique/${produit.id}-${produit.slug}`;
}

/** The pages of the check, each with what shows once it has its data. */
const PAGES: { name: string; path: () => Promise<string> | string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    name: 'home',
    path: () => '/fr/accueil',
    ready: (page) => page.locator('#collection article h4 a').first().waitFor({ timeout: 20_000 }),
  },
  {
    name: 'product',
    path: productPath,
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Partager ce soin' }).waitFor({ timeout: 20_000 }),
  },
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

async function newContext(browser: Browser, colorScheme: Scheme, withConsent: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', colorScheme, reducedMotion: 'reduce' });
  if (withConsent) {
    await context.addCookies(
      [
        ['od', String(Date.now())],
        ['od_analytic', '0'],
        ['od_marketing', '0'],
      ].map(([name, value]) => ({ name: name ?? '', value: value ?? '', url: baseURL })),
    );
  }
  return context;
}

async function check(page: Page): Promise<string[]> {
  // Let entrance transitions end, so colours are measured at rest.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES_ON }).analyze();
  // The check ran over the page: axe found rules that apply and pass.
  expect(results.passes.length).toBeGreaterThan(10);
  return describeViolations(results);
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

  it('home, fr, light, with the cookie banner shown', async () => {
    const context = await newContext(browser, 'light', false);
    try {
      const page = await context.newPage();
      await page.goto('/fr/accueil');
      await PAGES[0]?.ready(page);
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
