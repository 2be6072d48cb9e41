import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { makeAccountServer, makeSession, renderAccountApp, storeSession } from '../test/account-fixtures.ts';

describe('customer area guard', () => {
  it('sends an anonymous visitor to sign-in and remembers where they were going', async () => {
    const { currentPath } = await renderAccountApp('/de/mon-compte?onglet=profil');
    await waitFor(() => expect(currentPath()).toBe('/de/sign'));
    expect(window.sessionStorage.getItem(SESSION_KEYS.returnTo)).toBe('/de/mon-compte?onglet=profil');
    expect(await screen.findByRole('heading', { name: 'Anmelden', level: 1 })).toBeTruthy();
  });

  it('sends a signed-in user without the user scope to the error page with code 400', async () => {
    storeSession(makeSession({ scopes: ['salon'] }));
    const { currentPath } = await renderAccountApp('/fr/mon-compte');
    await waitFor(() => expect(currentPath()).toBe('/fr/erreur?code=400'));
    expect(window.sessionStorage.getItem(SESSION_KEYS.returnTo)).toBeNull();
  });

  it('lets a user in, with a side navigation listing only what exists', async () => {
    const session = storeSession();
    const server = makeAccountServer({ 'GET /users/me': { body: { code: 200, data: session.user } } });
    const { currentPath } = await renderAccountApp('/fr/mon-compte', server);

    expect(await screen.findByRole('heading', { name: 'Mes informations', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Mes informations', '/fr/mon-compte'],
      ['Mes adresses', '/fr/mon-compte/adresses'],
      ['Mes commandes', '/fr/mon-compte/commandes'],
      ['Appareils connectés', '/fr/mon-compte/appareils'],
      ['Se déconnecter', '/fr/sign/out'],
    ]);
    expect(currentPath()).toBe('/fr/mon-compte');
    expect(server.callsTo('GET /users/me')[0]?.authorization).toBe('Bearer token-camille');
  });

  it('signs out here when the server no longer knows the token, then asks to sign in again', async () => {
    storeSession();
    const server = makeAccountServer({
      'GET /users/me': {
        status: 401,
        body: { code: 401, message: 'Session expirée, veuillez vous reconnecter.', errors: {} },
      },
    });
    const { currentPath } = await renderAccountApp('/fr/mon-compte', server);
    await waitFor(() => expect(currentPath()).toBe('/fr/sign'));
    expect(window.sessionStorage.getItem(SESSION_KEYS.returnTo)).toBe('/fr/mon-compte');
  });
});
