import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { storeAdminSession } from '../../test/admin-session.ts';

const product = {
  id: 5,
  slug: 'creme',
  label: 'Crème de nuit',
  accroche: '',
  description: '',
  genre: 1,
  prix_ht: 4_900,
  poids: 50,
  associe: false,
  seuil: 0,
  offline: false,
  meta_description: '',
  meta_keywords: '',
  gamme_id: null,
  default_declinaison_id: null,
  reassort_date: null,
  reassort_mouvement: null,
  ordre: 0,
  traductions: {},
  version: 3,
};
const visual = (id: number, alt: string, ordre: number) => ({ id, alt, largeur: 800, hauteur: 800, ordre });
const byIds = (ids: number[]) =>
  ids.map((id, ordre) => visual(id, { 11: 'Pot ouvert', 12: 'Texture', 13: 'Flacon' }[id] ?? '', ordre));

describe('the product pictures panel', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('reorders with the arrow buttons, attaches from the library and detaches after confirmation', async () => {
    const server = makeApiStandIn({
      'GET /produits/5': { body: { code: 200, data: product } },
      'GET /tags': { body: { code: 200, datas: [] } },
      'GET /produits/5/visuels': { body: { code: 200, datas: byIds([11, 12]) } },
      'PUT /produits/5/visuels': ({ body }) => ({ body: { code: 200, datas: byIds((body as { ids: number[] }).ids) } }),
      'GET /visuels/paginator': {
        body: {
          code: 200,
          datas: [13, 12].map((id) => ({
            ...visual(id, id === 13 ? 'Flacon' : 'Texture', 0),
            traductions: {},
            version: 1,
          })),
          total: 2,
          total_exact: true,
          page: 1,
          limit: 60,
        },
      },
      'POST /produits/5/visuels': { body: { code: 200, datas: byIds([12, 11, 13]) } },
      'DELETE /produits/5/visuels/11': { body: { code: 200, datas: byIds([12, 13]) } },
    });
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    const panel = await screen.findByRole('region', { name: 'Visuels du produit' }, { timeout: 5000 });
    const names = () =>
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    await waitFor(() => expect(names()).toEqual(['Pot ouvert, position 1 sur 2', 'Texture, position 2 sur 2']));

    fireEvent.click(within(panel).getByRole('button', { name: 'Placer Texture plus tôt' }));
    await waitFor(() => expect(server.callsTo('PUT /produits/5/visuels')[0]?.body).toEqual({ ids: [12, 11] }));
    await waitFor(() => expect(names()[0]).toBe('Texture, position 1 sur 2'));

    fireEvent.click(within(panel).getByRole('button', { name: 'Ajouter depuis la bibliothèque' }));
    const picker = await screen.findByRole('dialog', { name: 'Choisir un visuel' });
    expect(((await within(picker).findByRole('button', { name: /Texture/u })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(picker).getByRole('button', { name: /Flacon/u }));
    await waitFor(() => expect(server.callsTo('POST /produits/5/visuels')[0]?.body).toEqual({ visuel_id: 13 }));
    await waitFor(() => expect(names()).toHaveLength(3));

    fireEvent.click(within(panel).getByRole('button', { name: 'Détacher Pot ouvert du produit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Détacher le visuel' });
    expect(confirm.textContent).toContain('Retirer « Pot ouvert » de ce produit ?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Détacher' }));
    await waitFor(() => expect(server.callsTo('DELETE /produits/5/visuels/11')).toHaveLength(1));
    await waitFor(() => expect(names()).toEqual(['Texture, position 1 sur 2', 'Flacon, position 2 sur 2']));
  });
  it('shows quick moves at once and sends them one after the other, so the server keeps the last', async () => {
    const server = makeApiStandIn({
      'GET /produits/5': { body: { code: 200, data: product } },
      'GET /tags': { body: { code: 200, datas: [] } },
      'GET /produits/5/visuels': { body: { code: 200, datas: byIds([11, 12, 13]) } },
      'PUT /produits/5/visuels': 'pending',
    });
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    const panel = await screen.findByRole('region', { name: 'Visuels du produit' }, { timeout: 5000 });
    const flaconEarlier = await within(panel).findByRole('button', { name: 'Placer Flacon plus tôt' });

    fireEvent.click(flaconEarlier);
    await waitFor(() => expect(server.callsTo('PUT /produits/5/visuels')).toHaveLength(1));
    fireEvent.click(within(panel).getByRole('button', { name: 'Placer Flacon plus tôt' }));

    await waitFor(() =>
      expect(within(panel).getAllByRole('listitem')[0]?.getAttribute('aria-label')).toBe('Flacon, position 1 sur 3'),
    );
    expect(server.callsTo('PUT /produits/5/visuels')).toHaveLength(1);
  });
});
