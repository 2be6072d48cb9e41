import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession, storeSession } from '../../features/account/test/account-fixtures.ts';
import { LOCAL_KEYS } from '../../lib/storage-keys.ts';
import { renderApp } from '../../test/render-app.tsx';

const header = () => screen.getByRole('banner');

describe('header account button and admin cog', () => {
  it('offers sign-in to a visitor, without the admin cog', async () => {
    await renderApp('/fr/accueil');
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/fr/sign');
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('shows a signed-in user’s initials and leads to the account', async () => {
    storeSession();
    await renderApp('/fr/accueil');
    const link = screen.getByRole('link', { name: 'CD, Mon compte (Camille)' });
    expect(link.getAttribute('href')).toBe('/fr/mon-compte');
    expect(link.textContent).toBe('CD');
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('hides the account button for a signed-in user without an address', async () => {
    storeSession(makeSession({ user: { mail: '' } }));
    await renderApp('/fr/accueil');
    expect(header().querySelector('a[href="/fr/sign"], a[href="/fr/mon-compte"]')).toBeNull();
  });

  it('shows the admin cog with the admin scope only', async () => {
    storeSession(makeSession({ scopes: ['user', 'admin'] }));
    await renderApp('/en/accueil');
    expect(screen.getByRole('link', { name: 'Back office' }).getAttribute('href')).toBe('/en/ad/dash');
  });

  it('follows a sign-in or sign-out made in another tab', async () => {
    await renderApp('/fr/accueil');
    act(() => {
      window.localStorage.setItem(LOCAL_KEYS.session, JSON.stringify(makeSession()));
      window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.session }));
    });
    expect(screen.getByRole('link', { name: 'CD, Mon compte (Camille)' })).toBeTruthy();
    act(() => {
      window.localStorage.removeItem(LOCAL_KEYS.session);
      window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.session }));
    });
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/fr/sign');
  });
});
