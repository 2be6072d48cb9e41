import type { AdminSearch } from '@boutique/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../lib/storage-keys.ts';
import { storeAdminSession } from '../../test/admin-session.ts';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadBackOffice } from '../../test/load-back-office.ts';

const ORDER_HASH = '8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11';
const FOUND: AdminSearch = {
  commandes: [
    {
      hash: ORDER_HASH,
      numero: 'OC-2026-000001',
      facture_numero: 'F-2026-000001',
      statut: 'payee',
      total_ttc: 24_690,
      client: 'Camille Durand',
    },
  ],
  clients: [{ id: 7, nom: 'Camille Durand', mail: 'camille@example.fr' }],
  produits: [],
  liens: [{ id: 3, nom: 'Camille Durand', mail: 'camille@example.fr', montant: 4_500 }],
};

function searchServer() {
  return makeApiStandIn({
    'GET /admin/recherche': (call) => {
      const q = new URLSearchParams(call.path.split('?')[1]).get('q');
      return {
        body: { code: 200, data: q === 'inconnu' ? { commandes: [], clients: [], produits: [], liens: [] } : FOUND },
      };
    },
    'GET /admin/dashboard': 'pending',
  });
}

// The back office is a lazy chunk: loaded once here, not within the first test's wait.
beforeAll(loadBackOffice, 60_000);

describe('back office frame: search box', () => {
  beforeEach(() => storeAdminSession());

  it('opens with / or Ctrl-K outside a text field, finds by number and jumps with the arrows and Enter', async () => {
    const server = searchServer();
    const { currentPath } = await renderApp('/fr/ad/dash', { basketServer: server });
    const box = await screen.findByRole('combobox', { name: /Rechercher une commande/u });
    expect(box.getAttribute('aria-expanded')).toBe('false');

    // The shortcut listens from an effect, which may run a moment after the box is on screen.
    await waitFor(() => {
      fireEvent.keyDown(document.body, { key: '/' });
      expect(document.activeElement).toBe(box);
    });
    act(() => box.blur());
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(box);

    fireEvent.change(box, { target: { value: '000001' } });
    const list = await screen.findByRole('listbox');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(server.callsTo('GET /admin/recherche').map((call) => call.path)).toEqual(['/admin/recherche?q=000001']);
    const orders = within(list).getByRole('group', { name: 'Commandes' });
    expect(within(orders).getByRole('option').textContent).toContain('OC-2026-000001');
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(within(box.parentElement!).getByRole('status').textContent).toBe(
      'Résultats : 3. Flèches pour les parcourir.',
    );

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const active = within(list).getAllByRole('option')[0]!;
    expect(box.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(currentPath()).toBe(`/fr/ad/commandes/${ORDER_HASH}`));
  });

  it('closes with Escape, then empties; says when nothing matches; leaves / to a text field', async () => {
    await renderApp('/fr/ad/dash', { basketServer: searchServer() });
    const box = await screen.findByRole('combobox', { name: /Rechercher une commande/u });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'inconnu' } });
    await waitFor(() =>
      expect(within(box.parentElement!).getByRole('status').textContent).toBe('Aucun résultat pour « inconnu ».'),
    );
    fireEvent.change(box, { target: { value: 'camille' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('camille');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');

    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    fireEvent.keyDown(field, { key: '/' });
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('is not offered to a member of staff without the admin scope', async () => {
    storeAdminSession(['user', 'ambassadeur']);
    await renderApp('/fr/ad/paiements', { basketServer: searchServer() });
    await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(screen.queryByRole('combobox', { name: /Rechercher une commande/u })).toBeNull();
  });
});

describe('back office frame: who is signed in', () => {
  it('names a staff account without a name by its mail', async () => {
    window.localStorage.setItem(
      LOCAL_KEYS.session,
      JSON.stringify({
        access_token: 'token-admin',
        scopes: ['user', 'admin'],
        user: { id: 1, prenom: '', nom: '', mail: 'gerance@orcaviar.example', langue: 'fr' },
      }),
    );
    await renderApp('/fr/ad/paiements', { basketServer: searchServer() });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('gerance@orcaviar.example')).toBeTruthy();
  });
});

describe('back office frame: menu on a phone', () => {
  beforeEach(() => storeAdminSession());

  it('folds the navigation behind a button, opens it, and folds it again on Escape or a new page', async () => {
    const { currentPath } = await renderApp('/fr/ad/dash', { basketServer: searchServer() });
    const button = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Navigation du back-office' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    expect(nav.dataset.open).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.dataset.open).toBe('true');
    const link = within(nav).getByRole('link', { name: 'Commandes' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(within(nav).getByRole('link', { name: 'Commandes' }));
    await waitFor(() => expect(currentPath()).toBe('/fr/ad/commandes'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('back office frame: PUBLIC_URL warning', () => {
  function dashboardServer(publicUrl: string) {
    return makeApiStandIn({
      'GET /admin/dashboard': { body: { code: 200, data: { adresse_publique: publicUrl } } },
      'GET /admin/recherche': 'pending',
    });
  }

  it('warns on every page, not only the dashboard, and reads the address once for the whole visit', async () => {
    storeAdminSession();
    const server = dashboardServer('http://localhost:3999');
    const { currentPath } = await renderApp('/fr/ad/paiements', { basketServer: server });
    const alert = await screen.findByText(/utilisent l’adresse http:\/\/localhost:3999/u, {}, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')?.textContent).toContain('variable d’environnement PUBLIC_URL');

    const nav = screen.getByRole('navigation', { name: 'Navigation du back-office' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Commandes' }));
    await waitFor(() => expect(currentPath()).toBe('/fr/ad/commandes'));
    expect(screen.getByText(/utilisent l’adresse http:\/\/localhost:3999/u)).toBeTruthy();
    expect(server.callsTo('GET /admin/dashboard')).toHaveLength(1);
  });

  it('says nothing when the address matches, and asks nothing for staff without the admin scope', async () => {
    storeAdminSession();
    const matching = dashboardServer(window.location.origin);
    const view = await renderApp('/fr/ad/paiements', { basketServer: matching });
    await waitFor(() => expect(matching.callsTo('GET /admin/dashboard')).toHaveLength(1));
    expect(screen.queryByText(/PUBLIC_URL/u)).toBeNull();
    view.unmount();

    storeAdminSession(['user', 'ambassadeur']);
    const other = dashboardServer('http://localhost:3999');
    await renderApp('/fr/ad/paiements', { basketServer: other });
    await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(other.callsTo('GET /admin/dashboard')).toHaveLength(0);
    expect(screen.queryByText(/PUBLIC_URL/u)).toBeNull();
  });
});
