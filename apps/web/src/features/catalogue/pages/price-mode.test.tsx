import { formatEuros } from '@boutique/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession, storeSession } from '../../account/test/account-fixtures.ts';
import { readablePrice } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const MOUSSE_PATH = '/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar';
const price = (cents: number) => readablePrice(formatEuros(cents));

/** The shopping pages show prices as the basket does: HT for a customer who chose HT. */
describe('price mode on the shopping pages', () => {
  it('shows HT prices, initial price included, on the product page of a customer in HT mode', async () => {
    storeSession(makeSession({ user: { montant: 'ht' } }));
    await renderApp(MOUSSE_PATH);
    await screen.findByRole('heading', { level: 1 });
    const offer = await screen.findByText(price(4083));
    expect(offer.closest('p')?.textContent).toContain('HT');
    expect(screen.queryByText(price(4900))).toBeNull();
    const struck = document.querySelector('main s');
    expect(readablePrice(struck?.textContent ?? '')).toBe(`Prix initial : ${price(4583)}`);
  });

  it('shows HT prices on the home page’s lists of a customer in HT mode', async () => {
    storeSession(makeSession({ user: { montant: 'ht' } }));
    await renderApp('/fr/accueil');
    const collection = await screen.findByRole('region', { name: 'La collection' });
    await within(collection).findAllByRole('article');
    expect(within(collection).getAllByText(price(4083)).length).toBeGreaterThan(0);
    expect(within(collection).queryByText(price(4900))).toBeNull();
  });

  it('keeps TTC prices, unlabelled, for visitors and customers in TTC mode', async () => {
    storeSession(makeSession({ user: { montant: 'ttc' } }));
    await renderApp(MOUSSE_PATH);
    const offer = await screen.findByText(price(4900));
    expect(offer.closest('p')?.textContent).not.toContain('HT');
  });
});
