import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const review = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  produit_id: 3,
  user_id: 20 + id,
  auteur: 'Claire M.',
  note: 5,
  titre: `Avis ${id}`,
  texte: 'Texture riche qui pénètre vite.',
  langue: 'fr',
  statut: 'en_attente',
  created: '2026-11-20T10:00:00.000Z',
  modere: null,
  moderateur_id: null,
  version: 1,
  ...overrides,
});
const page = (datas: unknown[]) => ({
  body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 25 },
});
const PRODUCTS = page([{ id: 3, label: 'Crème de Jour', version: 1 }]);

describe('reviews moderation screens', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the reviews with their product and status, and publishes the selected ones', async () => {
    const server = makeApiStandIn({
      'GET /avis/paginator': page([review(1), review(2, { statut: 'refuse', note: 2 })]),
      'GET /produits/paginator': PRODUCTS,
      'POST /avis/editall': {
        body: {
          code: 200,
          results: [
            { id: 1, done: true },
            { id: 2, done: true },
          ],
        },
      },
    });
    await renderApp('/fr/ad/avis', { basketServer: server });
    const first = (await screen.findByText('Avis 1', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(first).getByText('En attente')).toBeTruthy();
    expect(within(first).getByText('5 sur 5')).toBeTruthy();
    expect(await within(first).findByText('Crème de Jour')).toBeTruthy();
    expect(server.callsTo('GET /avis/paginator')[0]?.path).toBe(
      '/avis/paginator?page=1&limit=25&sort=created&order=desc',
    );
    // Reviews come from customers: nothing to add here.
    expect(screen.queryByRole('link', { name: 'Ajouter' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner sur la page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('2 sur 2 traité(s).')).toBeTruthy();
    expect(server.callsTo('POST /avis/editall')[0]?.body).toEqual({ ids: [1, 2], datas: { statut: 'publie' } });
  });

  it('shows the customer’s words read-only and saves only the status', async () => {
    const server = makeApiStandIn({
      'GET /avis/7': { body: { code: 200, data: review(7, { titre: 'Ma peau est transformée', langue: 'en' }) } },
      'GET /produits/paginator': PRODUCTS,
      'GET /audits/avis/7': { body: { code: 200, datas: [] } },
      'PUT /avis/7': { body: { code: 200, data: review(7, { statut: 'publie', version: 2 }) } },
      'GET /avis/paginator': page([]),
    });
    await renderApp('/fr/ad/avis/7', { basketServer: server });
    const panel = await screen.findByRole('region', { name: 'L’avis du client' }, { timeout: 5000 });
    expect(within(panel).getByRole('heading', { name: 'Ma peau est transformée' }).getAttribute('lang')).toBe('en');
    expect(within(panel).getByText('Texture riche qui pénètre vite.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: /Statut/u }), { target: { value: 'publie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(/Aucun avis ne correspond/u, {}, { timeout: 5000 });
    expect(server.callsTo('PUT /avis/7')[0]?.body).toEqual({ statut: 'publie', version: 1 });
  });
});
