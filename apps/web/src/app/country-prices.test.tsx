import { formatEuros } from '@boutique/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession, storeSession } from '../features/account/test/account-fixtures.ts';
import { makeApiStandIn } from '../test/api-stand-in.ts';
import {
  BASKET_ID,
  CREME_ASSOCIEE,
  MOUSSE as MOUSSE_PRODUCT,
  makeBasketServer,
  readablePrice,
  SERUM,
  storeLocalBasket,
} from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const MOUSSE = '1-mousse-nettoyante-perle-de-caviar';
const germanPrices = {
  code: 200,
  pays: 'DE',
  tva: { pays: 'DE', taux_bps: 1900 },
  prix: [
    {
      id: 1,
      prix_ht: 4083,
      prix_ttc: 4859,
      prix_initial_ht: null,
      prix_initial_ttc: null,
      prix_anterieur_ht: null,
      prix_anterieur_ttc: null,
    },
  ],
};

/** VAT by destination before checkout: the prices of the visitor's country, and which country, on every price. */
describe('prices for the visitor’s country', () => {
  it('asks the prices of the language’s region (/de → DE), shows them and says which country', async () => {
    const server = makeApiStandIn({ 'GET /prix-pays': { body: germanPrices } });
    await renderApp(`/de/cosmetique/${MOUSSE}`, { basketServer: server });
    const note = await screen.findByTestId('country-price-note', {}, { timeout: 5000 });
    expect(note.textContent).toBe('Bruttopreise für die Lieferung nach Deutschland');
    expect(await screen.findByText(readablePrice(formatEuros(4859, 'de-DE')))).toBeTruthy();
    expect(server.callsTo('GET /prix-pays')[0]!.path).toBe('/prix-pays?pays=DE');
  });

  it('keeps the French prices in /fr, and says they are for France', async () => {
    const server = makeApiStandIn({
      'GET /prix-pays': { body: { code: 200, pays: 'FR', tva: { pays: 'FR', taux_bps: 2000 }, prix: [] } },
    });
    await renderApp(`/fr/cosmetique/${MOUSSE}`, { basketServer: server });
    const note = await screen.findByTestId('country-price-note', {}, { timeout: 5000 });
    expect(note.textContent).toBe('Prix TTC pour la livraison en France');
    expect(await screen.findByText(readablePrice(formatEuros(4900)))).toBeTruthy();
  });
  it('asks the prices of a signed-in customer’s default delivery address, whatever the language', async () => {
    storeSession(makeSession());
    const geneva = { id: 5, prenom: 'Léa', nom: 'Martin', societe: '', ligne1: '1 rue du Rhône', ligne2: '' };
    const server = makeApiStandIn({
      'GET /adresses/me': {
        body: {
          code: 200,
          datas: [
            {
              ...geneva,
              code_postal: '1204',
              ville: 'Genève',
              pays: 'CH',
              tel: '',
              livraison_defaut: true,
              facturation_defaut: true,
            },
          ],
        },
      },
      'GET /prix-pays': {
        body: {
          ...germanPrices,
          pays: 'CH',
          tva: { pays: null, taux_bps: 0 },
          prix: [{ ...germanPrices.prix[0]!, prix_ttc: 4083 }],
        },
      },
    });
    await renderApp(`/fr/cosmetique/${MOUSSE}`, { basketServer: server });
    const note = await screen.findByTestId('country-price-note', {}, { timeout: 5000 });
    expect(note.textContent).toBe('Prix hors TVA pour la livraison en Suisse (hors Union européenne)');
    expect(await screen.findByText(readablePrice(formatEuros(4083)))).toBeTruthy();
    expect(server.callsTo('GET /prix-pays').map((call) => call.path)).toEqual(['/prix-pays?pays=CH']);
  });

  it('prices the cards in the visitor’s country and says so once above the collection', async () => {
    const server = makeApiStandIn({ 'GET /prix-pays': { body: germanPrices } });
    await renderApp('/de/accueil', { produits: [MOUSSE_PRODUCT, SERUM], basketServer: server });
    const note = await screen.findByTestId('country-price-note', {}, { timeout: 5000 });
    expect(note.textContent).toBe('Bruttopreise für die Lieferung nach Deutschland');
    const card = screen.getAllByRole('article').find((article) => article.textContent?.includes(MOUSSE_PRODUCT.label))!;
    expect(within(card).getByText(readablePrice(formatEuros(4859, 'de-DE')))).toBeTruthy();
    expect(card.textContent).not.toContain(formatEuros(4900, 'de-DE'));
    expect(server.callsTo('GET /prix-pays')).toHaveLength(1);
  });

  it('counts the basket panel’s lines and subtotal again in the visitor’s country', async () => {
    const produits = [CREME_ASSOCIEE, MOUSSE_PRODUCT, SERUM];
    const basket = makeBasketServer(produits);
    basket.seed(BASKET_ID, { 1: 2, 5: 1 });
    storeLocalBasket({ 1: 2, 5: 1 });
    const server = makeApiStandIn({ 'GET /prix-pays': { body: germanPrices } }, basket);
    await renderApp('/de/accueil', { produits, basketServer: server });
    await screen.findByTestId('country-price-note', {}, { timeout: 5000 });
    act(() => void window.dispatchEvent(new CustomEvent('od:cart:open')));
    const panel = await screen.findByRole('dialog');
    const subtotal = await within(panel).findByTestId('cart-subtotal');
    // Two units at the German 48.59 € (no reduction there), the serum at its French price.
    expect(readablePrice(subtotal.textContent ?? '')).toBe(readablePrice(formatEuros(2 * 4859 + 14500, 'de-DE')));
    expect(within(panel).getByText(readablePrice(formatEuros(2 * 4859, 'de-DE')))).toBeTruthy();
    expect(within(panel).getByTestId('country-price-note').textContent).toBe(
      'Bruttopreise für die Lieferung nach Deutschland',
    );
  });
});
