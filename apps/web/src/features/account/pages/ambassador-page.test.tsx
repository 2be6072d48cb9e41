import { screen, within } from '@testing-library/react';
import { describe, expect, it, beforeAll } from 'vitest';
import { readablePrice } from '../../../test/fixtures.ts';
import { makeSession, renderAccountApp, storeSession } from '../test/account-fixtures.ts';
import { makeAmbassadorArea, makeAreaServer } from '../test/area-fixtures.ts';

/** The customer area is a lazy chunk: its first paint may take longer than a find's default second. */
const FIRST_PAINT = { timeout: 5000 };

describe('ambassador area', () => {
  // The customer area is a lazy chunk: loaded once here so the tests' waits measure the page.
  beforeAll(() => import('./account-routes.tsx'), 20_000);

  it('shows the code, the link to share, the referred orders and the commission', async () => {
    storeSession(makeSession({ user: { ambassadeur: true } }));
    const { server } = makeAreaServer({ 'GET /ambassadeurs/me': { body: makeAmbassadorArea() } });
    await renderAccountApp('/fr/mon-compte/ambassadeur', server);

    expect(await screen.findByText('CAMILLE7KQ2', {}, FIRST_PAINT)).toBeTruthy();
    expect(screen.getByText('https://boutique.example/fr/accueil?parrain=CAMILLE7KQ2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Partager sur Facebook/u }).getAttribute('href')).toContain(
      encodeURIComponent('https://boutique.example/fr/accueil?parrain=CAMILLE7KQ2'),
    );
    expect(screen.getByText(/commission de 10 % sur le montant hors taxes/u)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(readablePrice(within(table).getByText('OC-2026-000050').closest('tr')?.textContent ?? '')).toContain(
      '200,00 €20,00 €',
    );
    expect(
      readablePrice(screen.getByText('Total de vos commissions (HT) :').parentElement?.textContent ?? ''),
    ).toContain('25,00 €');
    expect(screen.getByRole('link', { name: 'Espace ambassadeur' }).getAttribute('aria-current')).toBe('page');
  });

  it('explains the area is for ambassadors when the server refuses, and hides it from the navigation', async () => {
    storeSession();
    const { server } = makeAreaServer({
      'GET /ambassadeurs/me': {
        status: 403,
        body: { code: 403, message: 'Cet espace est réservé aux ambassadeurs de la Maison.', errors: {} },
      },
    });
    await renderAccountApp('/fr/mon-compte/ambassadeur', server);
    expect(await screen.findByText('Espace réservé aux ambassadeurs', {}, FIRST_PAINT)).toBeTruthy();
    const navigation = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(within(navigation).queryByRole('link', { name: 'Espace ambassadeur' })).toBeNull();
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mes informations', 'Mes adresses', 'Mes commandes', 'Appareils connectés', 'Se déconnecter']);
  });
});
