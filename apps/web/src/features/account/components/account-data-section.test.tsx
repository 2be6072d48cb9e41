import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, beforeAll } from 'vitest';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';
import { renderAccountApp, storedSession, storeSession } from '../test/account-fixtures.ts';
import { makeAreaServer } from '../test/area-fixtures.ts';

const FIRST_PAINT = { timeout: 5000 };

describe('my data', () => {
  // The customer area is a lazy chunk: loaded once here so the tests' waits measure the page.
  beforeAll(() => import('../pages/account-routes.tsx'), 20_000);

  it('downloads the export as a JSON file', async () => {
    storeSession();
    const exported = { exported: '2026-03-02T10:00:00.000Z', compte: { prenom: 'Camille' } };
    const { server, areaCalls } = makeAreaServer({ 'GET /users/me/export': { body: { code: 200, data: exported } } });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await renderAccountApp('/fr/mon-compte', server);

    fireEvent.click(await screen.findByRole('button', { name: 'Exporter mes données' }, FIRST_PAINT));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(areaCalls('GET /users/me/export')).toHaveLength(1);
    expect(clicks[0]?.download).toBe('mes-donnees-orcaviar-7.json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
  });

  it('deletes the account after a confirmation naming the consequences, then forgets the session', async () => {
    storeSession();
    window.localStorage.setItem(LOCAL_KEYS.cartId, '6a1d8e2c-4b7f-4e3a-9c5d-1f2e3d4c5b6a');
    const { server, areaCalls } = makeAreaServer({
      'DELETE /users/me': (body) =>
        (body as { password?: string }).password === 'perle noire 1987'
          ? { body: { code: 200, message: 'Votre compte a été supprimé.' } }
          : {
              status: 400,
              body: {
                code: 400,
                message: 'Mot de passe incorrect.',
                errors: { password: ['Mot de passe incorrect.'] },
              },
            },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderAccountApp('/fr/mon-compte', server);

    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(within(dialog).getByText(/vos commandes passées sont conservées sans votre nom/u)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Mot de passe/u), { target: { value: 'pas le bon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Mot de passe incorrect.')).toBeTruthy();
    expect(storedSession()).not.toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/^Mot de passe/u), { target: { value: 'perle noire 1987' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/accueil'));
    expect(areaCalls('DELETE /users/me')[1]?.body).toEqual({ password: 'perle noire 1987' });
    expect(storedSession()).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.cartId)).toBeNull();
  });
});
