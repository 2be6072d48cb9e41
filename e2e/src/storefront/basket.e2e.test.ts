import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** The demo catalogue's products used by the journey (ids and stock come from the seed). */
const MOUSSE = 'Mousse Nettoyante Perle de Caviar';
const CREME_NUIT = 'Crème de Nuit Régénérante Caviar Absolu';
/** Crème de Nuit's refill: 3 in stock, 135,00 €. */
const RECHARGE = `${CREME_NUIT}, Recharge 50 ml`;

/** One shopper's visit, step after step: the tests of this file share a page and run in order. */
describe('the basket journey', () => {
  let browser: Browser;
  let page: Page;

  const panel = () => page.getByRole('dialog', { name: /^Votre panier/u });
  const badge = () => page.getByTestId('cart-badge');
  const removeButton = () => page.getByRole('button', { name: /^Retirer .* du panier$/u });
  const removeButtons = () => panel().locator(removeButton());
  /** A line of the basket: the suggestions below it are list items too, but hold no remove button. */
  const line = (name: string) => panel().getByRole('listitem').filter({ hasText: name, has: removeButton() });
  const subtotal = () => panel().getByTestId('cart-subtotal');
  const confirmRemoval = () => page.getByRole('dialog', { name: 'Retirer' });
  /** Waits until the panel has hidden (it closes with a 300 ms fade). */
  const closePanel = async () => {
    await panel().getByRole('button', { name: 'Continuer mes achats' }).click();
    await panel().waitFor({ state: 'detached' });
  };
  const text = (locator: Locator) => locator.innerText().then((value) => value.replace(/\s+/gu, ' ').trim());

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: shop.baseURL,
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('adds from a home card, opens the panel and turns the card’s button into a way to the checkout', async () => {
    await page.goto('/fr/accueil');
    // The home page shows the product in its ritual and in its range: the first button adds it.
    await page
      .getByRole('button', { name: `Ajouter ${MOUSSE} au panier` })
      .first()
      .click();
    await expect.poll(() => text(line(MOUSSE))).toContain('1 × 49,00 €');
    expect(await text(line(MOUSSE))).toContain('Flacon · 150 ml');
    expect(await text(subtotal())).toBe('49,00 €');
    expect(await badge().innerText()).toBe('1');
    await closePanel();
    const inBasket = page.getByRole('link', { name: `${MOUSSE} est dans le panier : finaliser ma commande` }).first();
    expect(await inBasket.getAttribute('href')).toBe('/fr/checkout');
  });

  it('adds a chosen quantity of a chosen variant from its product page', async () => {
    await page.getByRole('link', { name: CREME_NUIT }).first().click();
    await page.waitForURL(/\/fr\/cosmetique\/4-/u);
    await page.getByRole('radio', { name: 'Recharge 50 ml' }).check();
    await page.getByRole('combobox', { name: 'Quantité' }).selectOption('2');
    // The product's own stock label (the cross-sell cards below carry theirs).
    const related = page.getByRole('region', { name: 'Vous aimerez aussi' });
    expect((await page.getByText('3 en stock').count()) - (await related.getByText('3 en stock').count())).toBe(1);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => text(line(CREME_NUIT))).toContain('2 × 135,00 €');
    expect(await text(line(CREME_NUIT))).toContain('Recharge · 50 ml');
    expect(await text(subtotal())).toBe('319,00 €');
    expect(await text(panel().getByRole('heading', { level: 2 }))).toBe('Votre panier 3 articles');
    await closePanel();
    // One left beyond the basket: the list now offers 1 only, and the chosen quantity is back to 1.
    const options = await page.getByRole('combobox', { name: 'Quantité' }).locator('option').allInnerTexts();
    expect(options).toEqual(['1']);
  });

  it('raises a quantity in the panel up to the stock, then no further', async () => {
    await page.getByRole('button', { name: /^Panier, 3 articles/u }).click();
    const add = panel().getByRole('button', { name: `Ajouter un exemplaire de ${RECHARGE}` });
    await add.click();
    await expect.poll(() => text(line(CREME_NUIT))).toContain('3 × 135,00 €');
    await expect.poll(() => add.isDisabled()).toBe(true);
    expect(await text(line(CREME_NUIT))).toContain('Quantité maximale atteinte');
    expect(await text(subtotal())).toBe('454,00 €');
    expect(await badge().innerText()).toBe('4');
  });

  it('asks before taking the last unit away, keeps it on “Annuler”, removes it on “Retirer”', async () => {
    const removeOne = panel().getByRole('button', { name: `Retirer un exemplaire de ${MOUSSE}, Flacon 150 ml` });
    await removeOne.click();
    await confirmRemoval().getByText('Retirer cet article du panier ?').waitFor();
    await page.keyboard.press('Escape');
    await confirmRemoval().waitFor({ state: 'detached' });
    expect(await line(MOUSSE).count()).toBe(1);

    await removeOne.click();
    await confirmRemoval().getByRole('button', { name: 'Retirer' }).click();
    await expect.poll(() => line(MOUSSE).count()).toBe(0);
    expect(await badge().innerText()).toBe('3');
    expect(await text(subtotal())).toBe('405,00 €');
  });

  it('finds the same basket after a reload', async () => {
    await page.reload();
    await expect.poll(() => badge().innerText()).toBe('3');
    await page.getByRole('button', { name: /^Panier, 3 articles/u }).click();
    await expect.poll(() => text(line(CREME_NUIT))).toContain('3 × 135,00 €');
    expect(
      await panel()
        .getByRole('listitem')
        .filter({ has: page.getByRole('img') })
        .count(),
    ).toBeGreaterThan(0);
  });

  it('keeps the basket when the page is reloaded while the basket loads', async () => {
    // The first read of the basket waits until the page has been reloaded: the browser cuts it.
    let releaseRead = () => {};
    const reloaded = new Promise<void>((resolve) => (releaseRead = resolve));
    let reads = 0;
    await page.route(/\/api\/paniers\/get\//u, async (route) => {
      reads += 1;
      if (reads === 1) await reloaded;
      await route.continue().catch(() => {});
    });
    await page.reload();
    await expect.poll(() => reads).toBe(1);
    await page.reload();
    releaseRead();
    await expect.poll(() => reads).toBe(2);
    await page.unrouteAll();
    await page.getByRole('button', { name: /^Panier, 3 articles/u }).click();
    await expect.poll(() => text(line(CREME_NUIT))).toContain('3 × 135,00 €');
  });

  it('adds a cross-sell suggestion', async () => {
    const suggestions = panel().getByRole('region', { name: 'Vous aimerez aussi' });
    const firstAdd = suggestions.getByRole('button', { name: /^Ajouter .* au panier$/u }).first();
    const label = ((await firstAdd.getAttribute('aria-label')) ?? '').replace(/^Ajouter (.*) au panier$/u, '$1');
    await suggestions.getByRole('button', { name: `Ajouter ${label} au panier`, exact: true }).click();
    await expect.poll(() => badge().innerText()).toBe('4');
    await expect.poll(() => line(label).count()).toBe(1);
  });

  it('ends on the empty basket once every line is removed', async () => {
    for (let left = await removeButtons().count(); left > 0; left -= 1) {
      await removeButtons().first().click();
      await confirmRemoval().getByRole('button', { name: 'Retirer' }).click();
      await expect.poll(() => removeButtons().count()).toBe(left - 1);
    }
    await panel().getByText('Votre panier est vide.').waitFor();
    expect(await badge().count()).toBe(0);
    await closePanel();
    // An empty basket does not open the panel any more: once the button's request has been
    // answered and two frames drawn, no panel is there.
    await page.evaluate(() => {
      const scope = globalThis as unknown as {
        cartOpenHandled?: Promise<void>;
        addEventListener: (type: string, listener: () => void, options: { once: boolean }) => void;
        requestAnimationFrame: (callback: () => void) => void;
      };
      scope.cartOpenHandled = new Promise((resolve) =>
        scope.addEventListener(
          'od:cart:open',
          () => scope.requestAnimationFrame(() => scope.requestAnimationFrame(resolve)),
          { once: true },
        ),
      );
    });
    await page.getByRole('button', { name: /^Panier/u }).click();
    await page.evaluate(() => (globalThis as unknown as { cartOpenHandled: Promise<void> }).cartOpenHandled);
    expect(await panel().count()).toBe(0);
  });
});
