import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../browser.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();
/** The hero's zones open these products, left to right. */
const HERO_PRODUCTS = [3, 7, 6, 4, 5];

describe('the home page', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    const context = await browser.newContext({
      baseURL: shop.baseURL,
      locale: 'fr-FR',
      viewport: { width: 1440, height: 900 },
    });
    page = await context.newPage();
  });

  it('opens products 3, 7, 6, 4 and 5 from the zones of the hero picture', async () => {
    await page.goto('/fr/accueil');
    const zones = page.locator('figure a[data-produit]');
    await expect.poll(() => zones.count(), { timeout: 20_000 }).toBe(5);
    expect(await zones.evaluateAll((links) => links.map((link) => Number(link.getAttribute('data-produit'))))).toEqual(
      HERO_PRODUCTS,
    );
    const picture = page.locator('figure img');
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    // The picture is in the server's HTML at once; it is drawn once it has arrived.
    await expect
      .poll(() =>
        picture.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0),
      )
      .toBe(true);
    for (const id of HERO_PRODUCTS) {
      await page.goto('/fr/accueil');
      const zone = page.locator(`figure a[data-produit="${id}"]`);
      const name = (await zone.textContent())?.trim() ?? '';
      // The zone lies over its bottle (placed once the page is hydrated): a real click in its
      // middle opens the product.
      const isPlaced = async () => {
        const placed = await zone.boundingBox();
        return Boolean(placed && placed.width >= 44 && placed.height >= 44);
      };
      await expect.poll(isPlaced).toBe(true);
      const box = await zone.boundingBox();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.waitForURL(new RegExp(`/fr/cosmetique/${id}-`, 'u'));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    }
  });

  it('shows the hero’s products as a row of named links on a small phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/accueil');
    const row = page.getByRole('list', { name: 'Les soins de l’image' });
    await expect.poll(() => row.getByRole('link').count(), { timeout: 20_000 }).toBe(5);
    expect(await page.locator('figure a[data-produit]').count()).toBe(0);
  });

  it('moves the news carousel on by itself, and holds it while hovered', async () => {
    await page.goto('/fr/accueil');
    const carousel = page.getByRole('region', { name: 'Actualités de la maison' });
    const current = carousel.locator('button[aria-current="true"]');
    await expect.poll(() => current.getAttribute('aria-label'), { timeout: 20_000 }).toBe('Afficher l’article 2');
    await carousel.hover();
    // Held: the track stops its timer and says so (it speaks its slides politely while still).
    // The 2000 ms timer itself is the carousel's unit test's (fake timers).
    const track = carousel.locator('[aria-live]');
    await expect.poll(() => track.getAttribute('aria-live')).toBe('polite');
    expect(await track.getAttribute('data-playing')).toBeNull();
    const held = await current.getAttribute('aria-label');
    await page.mouse.move(0, 0);
    await expect.poll(() => current.getAttribute('aria-label'), { timeout: 6000 }).not.toBe(held);
    const first = carousel.getByRole('group').first().getByRole('link');
    expect(await first.getAttribute('href')).toMatch(/^\/fr\/\d+-[a-z0-9-]+$/u);
  });

  it('adds a product to the basket from a ritual', async () => {
    await page.goto('/fr/accueil');
    const rituals = page.getByRole('region', { name: 'Un geste pour chaque moment' });
    const serum = rituals.getByRole('region', { name: 'Le sérum' });
    const add = serum.getByRole('button', { name: /^Ajouter .* au panier$/u });
    await add.waitFor({ timeout: 20_000 });
    await add.click();
    await expect.poll(() => page.getByTestId('cart-badge').innerText(), { timeout: 10_000 }).toBe('1');
    await expect
      .poll(() => serum.getByRole('link', { name: /est dans le panier/u }).count(), { timeout: 10_000 })
      .toBe(1);
  });

  it('sends partners to the contact page on the partnership subject', async () => {
    await page.goto('/fr/accueil');
    const link = page.getByRole('link', { name: 'Devenir partenaire' });
    await link.waitFor({ timeout: 20_000 });
    expect(await link.getAttribute('href')).toBe('/fr/contact?subject=partenaire');
  });
});
