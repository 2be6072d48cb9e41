import { describe, expect, it } from 'vitest';
import { BERLIN_ADDRESS, payAtGermanCheckout, plain } from './after-sale-customer.ts';
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
    await api('/adresses', { method: 'POST', body: BERLIN_ADDRESS });

    const page = await shop.newPage({ locale: 'de-DE', session: shop.admin });
    await page.goto('/de/accueil');
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    const germanPrices = await api<{ prix: { id: number; prix_ttc: number }[] }>('/prix-pays?pays=DE');
    const add = page.getByRole('button', { name: /in den Warenkorb legen$/u }).first();
    const card = page.getByRole('article').filter({ has: add });
    // The card shows the German price (the French net at 19 %) once the page has asked for it.
    await expect.poll(() => page.getByTestId('country-price-note').isVisible()).toBe(true);
    const cardPrice = await plain(card.locator('p[data-size="card"] > span').first());
    await add.click();
    const panel = page.getByRole('dialog', { name: /^Ihr Warenkorb/u });
    expect(await plain(panel.getByTestId('country-price-note'))).toBe(
      'Bruttopreise für die Lieferung nach Deutschland',
    );
    const subtotal = await plain(panel.getByTestId('cart-subtotal'));
    expect(subtotal).toBe(cardPrice);
    expect(germanPrices.prix.map(({ prix_ttc }) => euros(prix_ttc))).toContain(subtotal);
    await panel.getByRole('link', { name: 'Zur Kasse' }).click();
    const { hash, total } = await payAtGermanCheckout(page);

    const { data } = await api<{ data: { total_ttc: number; tva: { taux_bps: number }[] } }>(`/commandes/${hash}`);
    expect(data.tva.map((line) => line.taux_bps)).toEqual([1900]);
    expect(total).toBe(euros(data.total_ttc));
  });
});
