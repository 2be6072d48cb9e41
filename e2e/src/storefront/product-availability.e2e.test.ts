import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** The part of the page's window this test reads (the e2e project is typed for Node, not the DOM). */
interface StyleWindow {
  getComputedStyle: (element: unknown) => { backgroundColor: string; borderTopStyle: string; color: string };
}

/** How a button is drawn: what tells an active one from a disabled one at a glance. */
const look = (button: Locator) =>
  button.evaluate((element) => {
    const style = (globalThis as unknown as StyleWindow).getComputedStyle(element);
    return { background: style.backgroundColor, border: style.borderTopStyle, colour: style.color };
  });

/** Demo product 2 (Mousse Démaquillante): its 150 ml is in stock, its 50 ml sold out without restock. */
describe('a product page’s availability', () => {
  let browser: Browser;
  let page: Page;

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

  it('draws the add button of a sold-out variant unlike the active one, and promises no delivery', async () => {
    await page.goto('/fr/cosmetique/2');
    await page.getByRole('radio', { name: 'Flacon 150 ml' }).check();
    const active = page.getByRole('button', { name: 'Ajouter au panier' });
    // Drawn on the server, the button waits for the hydration to be enabled (and look it).
    await expect.poll(() => active.isEnabled()).toBe(true);
    const activeLook = await look(active);
    expect(await page.getByText('Délai de livraison :').count()).toBe(1);

    await page.getByRole('radio', { name: 'Flacon 50 ml' }).check();
    const disabled = page.getByRole('button', { name: 'Indisponible' });
    await disabled.waitFor();
    expect(await disabled.isDisabled()).toBe(true);
    const disabledLook = await look(disabled);
    expect(disabledLook.background).not.toBe(activeLook.background);
    expect(disabledLook.colour).not.toBe(activeLook.colour);
    expect(disabledLook.border).toBe('dashed');
    expect(await page.getByText('En rupture de stock').count()).toBe(1);
    expect(await page.getByText(/Aucun délai/u).count()).toBe(0);
  });

  it('takes an address to tell of a sold-out variant’s return, and thanks in a live region', async () => {
    await page.goto('/fr/cosmetique/2');
    await page.getByRole('radio', { name: 'Flacon 50 ml' }).check();
    const alert = page.getByRole('region', { name: 'Me prévenir du retour' });
    await alert.getByLabel(/^Votre adresse e-mail/u).fill('retour.e2e@exemple.fr');
    await alert.getByRole('button', { name: 'Me prévenir' }).click();
    await expect.poll(() => alert.getByRole('status').textContent()).toBe('Nous vous écrirons dès son retour.');

    await page.getByRole('radio', { name: 'Flacon 150 ml' }).check();
    await expect.poll(() => page.getByRole('region', { name: 'Me prévenir du retour' }).count()).toBe(0);
  });
});
