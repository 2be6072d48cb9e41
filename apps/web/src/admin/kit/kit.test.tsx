import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const tag = (id: number, label: string, version = 1) => ({ id, label, type: 'tag', traductions: {}, version });
const page = (datas: unknown[], total = datas.length) => ({
  body: { code: 200, datas, total, total_exact: true, page: 1, limit: 25 },
});

describe('admin resource kit', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession(['user', 'admin']));

  it('sends a signed-in customer without admin scope to the error page with code 400', async () => {
    storeAdminSession(['user']);
    const view = await renderApp('/fr/ad/produits', { basketServer: makeApiStandIn({}) });
    await waitFor(() => expect(view.currentPath()).toBe('/fr/erreur?code=400'), { timeout: 5000 });
  });

  it('keeps page, sort and filters in the address and asks the paginator for them', async () => {
    const server = makeApiStandIn({ 'GET /tags/paginator': page([tag(1, 'Iodé'), tag(2, 'Boisé')], 60) });
    const view = await renderApp('/fr/ad/tags?page=2&sort=type&order=desc&q=io&bogus=1', { basketServer: server });
    expect(await screen.findByText('Iodé', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.callsTo('GET /tags/paginator')[0]?.path).toBe(
      '/tags/paginator?page=2&limit=25&sort=type&order=desc&q=io',
    );
    expect(screen.getByRole('columnheader', { name: /Type/u }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Libellé/u }));
    await waitFor(() => expect(view.currentPath()).toBe('/fr/ad/tags?q=io'));
    fireEvent.click(screen.getByRole('button', { name: 'Suivante' }));
    await waitFor(() => expect(view.currentPath()).toBe('/fr/ad/tags?page=2&q=io'));
    fireEvent.change(screen.getByLabelText('Recherche'), { target: { value: 'bois' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(view.currentPath()).toBe('/fr/ad/tags?q=bois'));
    await waitFor(() =>
      expect(server.callsTo('GET /tags/paginator').at(-1)?.path).toBe(
        '/tags/paginator?page=1&limit=25&sort=label&order=asc&q=bois',
      ),
    );
  });

  it('runs a bulk change and shows the rows refused', async () => {
    const products = [1, 2].map((id) => ({
      id,
      label: `Caviar ${id}`,
      prix_ht: 1000,
      offline: false,
      ordre: id,
      version: 1,
    }));
    const server = makeApiStandIn({
      'GET /produits/paginator': page(products),
      'GET /tags': { body: { code: 200, datas: [] } },
      'POST /produits/editall': {
        body: {
          code: 200,
          results: [
            { id: 1, done: true },
            { id: 2, done: false, message: 'Produit figé.' },
          ],
        },
      },
    });
    await renderApp('/fr/ad/produits', { basketServer: server });
    await screen.findByText('Caviar 1', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner sur la page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mettre hors ligne' }));
    expect(await screen.findByText('1 sur 2 traité(s).')).toBeTruthy();
    expect(screen.getByText('N° 2 refusé : Produit figé.')).toBeTruthy();
    expect(server.callsTo('POST /produits/editall')[0]?.body).toEqual({ ids: [1, 2], datas: { offline: true } });
    expect(screen.getByText('1 sélectionné(s)')).toBeTruthy();
  });

  it('sends the version, and on a 409 offers the current record', async () => {
    const server = makeApiStandIn({
      'GET /tags/3': { body: { code: 200, data: tag(3, 'Iodé', 4) } },
      'PUT /tags/3': {
        status: 409,
        body: { code: 409, message: 'Modifié entre-temps.', errors: {}, data: tag(3, 'Iodé fort', 5) },
      },
    });
    const view = await renderApp('/fr/ad/tags/3', { basketServer: server });
    const field = (await screen.findByLabelText(/^Libellé/u, {}, { timeout: 5000 })) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Iodé doux' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("Cet élément a été modifié par quelqu'un d'autre pendant que vous l'éditiez."),
    ).toBeTruthy();
    expect(server.callsTo('PUT /tags/3')[0]?.body).toMatchObject({ label: 'Iodé doux', version: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la version actuelle' }));
    await waitFor(() => expect(field.value).toBe('Iodé fort'));
    server.set('PUT /tags/3', { body: { code: 200, data: tag(3, 'Iodé fort', 6) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /tags/3')[1]?.body).toMatchObject({ version: 5 }));
    // After a save, back to the list, without the unsaved-changes question.
    await waitFor(() => expect(view.currentPath()).toBe('/fr/ad/tags'));
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    const server = makeApiStandIn({
      'GET /tags/3': { body: { code: 200, data: tag(3, 'Iodé') } },
      'DELETE /tags/3': { body: { code: 200, delete: true } },
      'GET /tags/paginator': page([]),
    });
    const view = await renderApp('/fr/ad/tags/3', { basketServer: server });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer' });
    expect(within(dialog).getByText('Supprimer « Iodé » ? Cette action est définitive.')).toBeTruthy();
    expect(server.callsTo('DELETE /tags/3')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(server.callsTo('DELETE /tags/3')).toHaveLength(1));
    await waitFor(() => expect(view.currentPath()).toBe('/fr/ad/tags'));
  });
});

describe('admin detail guard', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession(['user', 'admin']));

  it('asks before leaving a form with unsaved changes through an admin link', async () => {
    const server = makeApiStandIn({
      'GET /tags/3': { body: { code: 200, data: tag(3, 'Iodé') } },
      'GET /produits/paginator': page([]),
      'GET /tags': { body: { code: 200, datas: [] } },
    });
    const view = await renderApp('/fr/ad/tags/3', { basketServer: server });
    const field = await screen.findByLabelText(/^Libellé/u, {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'Iodé doux' } });
    await waitFor(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Produits' }));
      expect(screen.getByRole('dialog', { name: 'Modifications non enregistrées' })).toBeTruthy();
    });
    expect(view.currentPath()).toBe('/fr/ad/tags/3');
    fireEvent.click(screen.getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(view.currentPath()).toBe('/fr/ad/produits'));
  });
});
