import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

describe.each([
  {
    lang: 'fr',
    faq: 'Questions fréquentes',
    search: 'Rechercher dans les questions',
    found: /question(s)? trouvée(s)?/u,
    legal: 'Mentions légales',
    share: 'Partager cet article',
    readNext: 'À lire aussi',
    copy: 'Copier le lien',
    copied: 'Lien copié dans le presse-papiers.',
    products: 'Les soins qui le contiennent',
  },
  {
    lang: 'en',
    faq: 'Frequently asked questions',
    search: 'Search the questions',
    found: /questions? found/u,
    legal: 'Legal notice',
    share: 'Share this article',
    readNext: 'Read next',
    copy: 'Copy link',
    copied: 'Link copied to the clipboard.',
    products: 'The products that contain it',
  },
])('content pages in $lang', (words) => {
  const { lang } = words;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: shop.baseURL, locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.baseURL });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('filters the FAQ, accents aside, and opens an answer', async () => {
    await page.goto(`/${lang}/faq`);
    await page.getByRole('heading', { level: 1, name: words.faq }).waitFor();
    const questions = page.locator('main h3 button[aria-expanded]');
    await expect.poll(() => questions.count(), { timeout: 20_000 }).toBeGreaterThan(8);
    const all = await questions.count();
    await page.getByRole('searchbox', { name: words.search }).fill(lang === 'fr' ? 'REMBOURSE' : 'REFUND');
    await expect.poll(() => questions.count()).toBeLessThan(all);
    expect(await questions.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: words.found }).count()).toBe(1);
    const first = questions.first();
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await page.getByText('Gestes commerciaux').count()).toBe(0);
  });

  it('shows the legal notice with the company identity from the configuration', async () => {
    await page.goto(`/${lang}/conditions`);
    await page.getByRole('link', { name: words.legal }).first().click();
    await page.waitForURL(`**/${lang}/conditions/mentions-legales`);
    await page.getByRole('heading', { level: 1, name: words.legal }).waitFor();
    await expect.poll(() => page.getByText('RCS Paris 912 483 567').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByText(/Hexacloud SAS/u).count()).toBeGreaterThan(0);
    expect(await page.locator('nav a[aria-current="page"]').innerText()).toBe(words.legal);
    if (lang !== 'fr') expect(await page.getByRole('note').innerText()).toContain('French version');
  });

  it('shows the legal text in the page’s language, its tab centred in the row on a phone', async () => {
    const phone = await browser.newContext({
      baseURL: shop.baseURL,
      viewport: { width: 375, height: 740 },
      locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
    });
    try {
      const small = await phone.newPage();
      await small.goto(`/${lang}/conditions/retours`);
      const body = lang === 'fr' ? /vous disposez d’un délai de quatorze/u : /you have fourteen \(14\) days/u;
      await expect.poll(() => small.getByText(body).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      // The English page is English throughout: no section falls back to the French text.
      if (lang !== 'fr') expect(await small.locator('article [lang="fr"]').count()).toBe(0);
      const tabs = small.getByRole('tablist', { name: lang === 'fr' ? 'Pages légales' : 'Legal pages' });
      const active = tabs.locator('[role="tab"][aria-selected="true"]');
      const offCentre = () =>
        active.evaluate((tab) => {
          const list = tab.parentElement!.getBoundingClientRect();
          const box = tab.getBoundingClientRect();
          return Math.abs(box.left + box.width / 2 - (list.left + list.width / 2));
        });
      await expect.poll(offCentre).toBeLessThan(2);
      // One tab stop; the arrows move between tabs.
      await active.focus();
      await small.keyboard.press('ArrowRight');
      expect(await small.locator(':focus').getAttribute('href')).toBe(`/${lang}/conditions/generales-utilisations`);
    } finally {
      await phone.close();
    }
  });

  it('opens a news article from its numeric address, with share links and a working copy button', async () => {
    await page.goto(`/${lang}/1`);
    await page.waitForURL(new RegExp(`/${lang}/1-[a-z0-9-]+$`, 'u'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const share = page.getByRole('region', { name: words.share });
    const facebook = await share.getByRole('link', { name: /Facebook/u }).getAttribute('href');
    expect(facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`);
    expect(await share.getByRole('link').count()).toBe(7);
    await share.getByRole('button', { name: words.copy }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: words.copied }).count()).toBe(1);
    const other = page.getByRole('region', { name: words.readNext }).getByRole('link').first();
    const href = await other.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/${lang}/\\d+-`, 'u'));
  });

  it('shows an active ingredient with the products that contain it, and corrects its slug', async () => {
    await page.goto(`/${lang}/principe-actif/1-ancien-nom`);
    await page.waitForURL(`**/${lang}/principe-actif/1-extrait-de-caviar`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const products = page.getByRole('region', { name: words.products });
    await expect.poll(() => products.locator('article h3 a').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    await products.locator('article h3 a').first().click();
    await page.waitForURL(new RegExp(`/${lang}/cosmetique/\\d+-[a-z0-9-]+$`, 'u'));
    // The product page links back to its ingredients.
    await expect
      .poll(() => page.locator(`a[href^="/${lang}/principe-actif/"]`).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
  });

  it('sends an unknown ingredient to the 404 error page', async () => {
    await page.goto(`/${lang}/principe-actif/999`);
    await page.waitForURL(`**/${lang}/erreur?code=404`);
  });
});
