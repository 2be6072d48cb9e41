import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('language switch', () => {
  it('names the current language on its button', async () => {
    await renderApp('/fr/accueil');
    expect(screen.getByRole('button', { name: 'Langue : Français, FR' })).toBeTruthy();
  });

  it('lists every language with the current one marked, under the shop-language title', async () => {
    await renderApp('/fr/accueil');
    fireEvent.click(screen.getByRole('button', { name: /^Langue/u }));
    const dialog = await screen.findByRole('dialog', { name: 'Langue de la boutique' });
    const names = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Français', 'English', 'Español', 'Deutsch']);
    expect(within(dialog).getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull();
  });

  it('replaces the route with the same one in the chosen language and remembers the choice', async () => {
    const { currentPath, location } = await renderApp('/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar?vue=2');
    await screen.findByRole('heading', { level: 1, name: 'Mousse Nettoyante Perle de Caviar' });
    fireEvent.click(screen.getByRole('button', { name: /^Langue/u }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/en/cosmetique/1-mousse-nettoyante-perle-de-caviar?vue=2',
    );

    fireEvent.click(within(dialog).getByRole('link', { name: 'English' }));

    await waitFor(() => expect(currentPath()).toBe('/en/cosmetique/1-mousse-nettoyante-perle-de-caviar?vue=2'));
    expect(location.history).toHaveLength(1);
    expect(window.localStorage.getItem('od_language')).toBe('en');
    // The server reads the cookie to send the bare root to this language.
    expect(document.cookie).toMatch(/(?:^|; )od_language=en(?:;|$)/u);
    // The French texts kept in session storage were dropped; only the English list is stored again.
    await waitFor(() =>
      expect(Object.keys(JSON.parse(window.sessionStorage.getItem('od_produits') ?? '{}'))).toEqual(['en']),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English, EN' })).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
