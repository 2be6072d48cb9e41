import type { Address, AddressInput } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, beforeAll } from 'vitest';
import { renderAccountApp, storeSession } from '../test/account-fixtures.ts';
import { makeAddress, makeAreaServer } from '../test/area-fixtures.ts';

/** The address routes over a list the test starts with, applying what POST, PUT and DELETE send. */
function addressServer(start: Address[] = []) {
  let list = start;
  let nextId = 10;
  const area = makeAreaServer({
    'GET /adresses/me': () => ({ body: { code: 200, datas: list } }),
    'POST /adresses': (body) => {
      const input = body as AddressInput;
      if (input.code_postal === '00000') {
        return {
          status: 400,
          body: {
            code: 400,
            message: 'Certains champs sont invalides.',
            errors: { code_postal: ['Code postal invalide.'] },
          },
        };
      }
      const created = { ...makeAddress(), ...input, id: (nextId += 1) };
      list = [...list, created];
      return { body: { code: 200, data: created } };
    },
    'PUT /adresses/:id': (body, path) => {
      const id = Number(path.split('/').at(-1));
      const updated = { ...(body as AddressInput), id } as Address;
      list = list.map((address) =>
        address.id === id
          ? updated
          : { ...address, livraison_defaut: updated.livraison_defaut ? false : address.livraison_defaut },
      );
      return { body: { code: 200, data: updated } };
    },
    'DELETE /adresses/:id': (_body, path) => {
      list = list.filter((address) => address.id !== Number(path.split('/').at(-1)));
      return { body: { code: 200, delete: true } };
    },
  });
  return area;
}

/** The customer area is a lazy chunk: its first paint may take longer than a find's default second. */
const FIRST_PAINT = { timeout: 5000 };

const fill = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('addresses page', () => {
  // The customer area is a lazy chunk: loaded once here so the tests' waits measure the page.
  beforeAll(() => import('./account-routes.tsx'), 20_000);

  it('shows the empty state, and refuses missing fields without calling the server', async () => {
    storeSession();
    const { server, areaCalls } = addressServer();
    await renderAccountApp('/fr/mon-compte/adresses', server);
    expect(await screen.findByText('Aucune adresse enregistrée', {}, FIRST_PAINT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    const form = screen.getByRole('button', { name: 'Enregistrer l’adresse' }).closest('form') as HTMLFormElement;
    expect((within(form).getByLabelText(/^Pays/u) as HTMLSelectElement).value).toBe('FR');
    fill(form, /^Prénom/u, '');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(within(form).getByText('Prénom requis.')).toBeTruthy();
    expect(within(form).getByText('Adresse requise.')).toBeTruthy();
    expect(within(form).getByText('Ville requise.')).toBeTruthy();
    expect(areaCalls('POST /adresses')).toEqual([]);
  });

  it('shows the server’s field errors under the fields, then saves and shows the new card', async () => {
    storeSession();
    const { server, areaCalls } = addressServer();
    await renderAccountApp('/fr/mon-compte/adresses', server);
    await screen.findByText('Aucune adresse enregistrée', {}, FIRST_PAINT);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    const form = screen.getByRole('button', { name: 'Enregistrer l’adresse' }).closest('form') as HTMLFormElement;
    fill(form, /^Prénom/u, 'Camille');
    fill(form, /^Nom/u, 'Durand');
    fill(form, /^Adresse \*?$/u, '3 quai Voltaire');
    fill(form, /^Code postal/u, '00000');
    fill(form, /^Ville/u, 'Lyon');
    fireEvent.click(within(form).getByRole('switch', { name: 'Adresse de livraison par défaut' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await within(form).findByText('Code postal invalide.')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Code postal/u)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(areaCalls('POST /adresses')).toHaveLength(1);

    fill(form, /^Code postal/u, '69002');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByText('L’adresse est enregistrée.')).toBeTruthy();
    expect(areaCalls('POST /adresses')[1]?.body).toMatchObject({
      prenom: 'Camille',
      ligne1: '3 quai Voltaire',
      code_postal: '69002',
      ville: 'Lyon',
      pays: 'FR',
      livraison_defaut: true,
      facturation_defaut: false,
    });
    const card = screen.getByRole('article', { name: '3 quai Voltaire, Lyon' });
    expect(within(card).getByText('Livraison par défaut')).toBeTruthy();
    expect(within(card).getByText('France')).toBeTruthy();
  });

  it('edits an address in place and deletes another after confirmation', async () => {
    storeSession();
    const { server, areaCalls } = addressServer([
      makeAddress({ id: 1, livraison_defaut: true }),
      makeAddress({ id: 2, ligne1: '3 quai Voltaire', ville: 'Lyon', code_postal: '69002' }),
    ]);
    await renderAccountApp('/fr/mon-compte/adresses', server);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Modifier l’adresse 3 quai Voltaire, Lyon' }, FIRST_PAINT),
    );
    const form = screen.getByRole('button', { name: 'Enregistrer l’adresse' }).closest('form') as HTMLFormElement;
    expect((within(form).getByLabelText(/^Ville/u) as HTMLInputElement).value).toBe('Lyon');
    fill(form, /^Complément/u, 'Bâtiment B');
    fireEvent.click(within(form).getByRole('switch', { name: 'Adresse de livraison par défaut' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
    await screen.findByText('L’adresse est enregistrée.');
    expect(areaCalls('PUT /adresses/:id')[0]).toMatchObject({
      path: '/adresses/2',
      body: { ligne2: 'Bâtiment B', livraison_defaut: true },
    });
    const lyon = screen.getByRole('article', { name: '3 quai Voltaire, Lyon' });
    expect(within(lyon).getByText('Livraison par défaut')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: '12 rue des Lilas, Paris' })).queryByText('Livraison par défaut'),
      ).toBeNull(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’adresse 12 rue des Lilas, Paris' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Supprimer l’adresse « 12 rue des Lilas, Paris » \?/u)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(areaCalls('DELETE /adresses/:id')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’adresse 12 rue des Lilas, Paris' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('L’adresse a été supprimée.')).toBeTruthy();
    expect(areaCalls('DELETE /adresses/:id')[0]?.path).toBe('/adresses/1');
    expect(screen.queryByRole('article', { name: '12 rue des Lilas, Paris' })).toBeNull();
  });
});
