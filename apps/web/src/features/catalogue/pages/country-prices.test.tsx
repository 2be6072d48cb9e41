import { formatEuros } from '@boutique/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession, storeSession } from '../../account/test/account-fixtures.ts';
import { makeApiStandIn } from '../../../test/api-stand-in.ts';
import { readablePrice } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

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

/** VAT by destination on the product page: the prices of the language's region, and which country. */
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
});
