import { describe, expect, it } from 'vitest';
import { useBackOffice } from './admin-shop.ts';
import { shopApi } from './shop-api.ts';

/**
 * VAT by destination, a German purchase in /de: past the OSS threshold and pricing the same net
 * everywhere, a customer with a German address sees the prices for Germany on the cards and in the
 * basket, pays German VAT (19 %) and the amount charged is the total shown; the order stores 19 %.
 */
const euros = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s+/gu, ' ');

describe('VAT by destination: a German customer', () => {
  const office = useBackOffice();

  it('buys in /de at 19 %, and pays the total shown', async () => {
    const { shop } = office;
    const api = shopApi(shop.server.baseURL, shop.admin);
    await api('/admin/reglages/tva', { method: 'PUT', body: { oss_seuil_depasse: true, mode_prix: 'ht' } });
    await api('/adresses', {
      method: 'POST',
      body: {
        prenom: 'Greta',
        nom: 'Vogel',
        ligne1: 'Hauptstraße 1',
        code_postal: '10115',
        ville: 'Berlin',
        pays: 'DE',
      },
    });

    const page = await shop.newPage({ locale: 'de-DE', session: shop.admin });
    const text = async (selector: ReturnType<typeof page.getByTestId>) =>
      (await selector.innerText()).replace(/\s+/gu, ' ').trim();
    await page.goto('/de/accueil');
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    const germanPrices = await api<{ prix: { id: number; prix_ttc: number }[] }>('/prix-pays?pays=DE');
    const add = page.getByRole('button', { name: /in den Warenkorb legen$/u }).first();
    const card = page.getByRole('article').filter({ has: add });
    // The card shows the German price (the French net at 19 %) once the page has asked for it.
    await expect.poll(() => page.getByTestId('country-price-note').isVisible()).toBe(true);
    const cardPrice = await text(card.locator('p[data-size="card"] > span').first());
    await add.click();
    const panel = page.getByRole('dialog', { name: /^Ihr Warenkorb/u });
    expect(await text(panel.getByTestId('country-price-note'))).toBe('Bruttopreise für die Lieferung nach Deutschland');
    const subtotal = await text(panel.getByTestId('cart-subtotal'));
    expect(subtotal).toBe(cardPrice);
    expect(germanPrices.prix.map(({ prix_ttc }) => euros(prix_ttc))).toContain(subtotal);
    await panel.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL('**/de/checkout');

    const note = page.getByTestId('checkout-vat-note');
    await expect.poll(() => note.isVisible().catch(() => false)).toBe(true);
    expect(await text(note)).toBe('Bruttopreise für die Lieferung nach Deutschland');
    await expect.poll(() => page.getByText(/MwSt\. 19\s%/u).count()).toBeGreaterThan(0);
    expect(await page.getByText(/MwSt\. 20\s%/u).count()).toBe(0);

    const total = await text(page.getByTestId('checkout-total'));
    // Both pay buttons (starting the payment, then the card's) ask for exactly the total shown.
    const pay = page.getByRole('button', { name: `${total} bezahlen` });
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/u }).check();
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.getByLabel(/^Kartennummer/u).fill('4242 4242 4242 4242');
    await page.getByLabel(/^Gültig bis/u).fill('12/30');
    await page.getByLabel(/^Prüfnummer/u).fill('123');
    await pay.click();
    await page.waitForURL(/\/de\/checkout-confirmation\/[0-9a-f-]{36}/u);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung', level: 1 }).waitFor();

    const hash = /checkout-confirmation\/([0-9a-f-]{36})/u.exec(page.url())![1]!;
    const { data } = await api<{ data: { total_ttc: number; tva: { taux_bps: number }[] } }>(`/commandes/${hash}`);
    expect(data.tva.map((line) => line.taux_bps)).toEqual([1900]);
    expect(total).toBe(euros(data.total_ttc));
  });
});
