import type { UserUpdate } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';
import {
  makeAccountServer,
  makeUser,
  renderAccountApp,
  storedSession,
  storeSession,
} from '../test/account-fixtures.ts';

/** The profile routes of the API over one user, applying what PUT sends. */
function profileServer() {
  let user = makeUser();
  const server = makeAccountServer({
    'GET /users/me': () => ({ body: { code: 200, data: user } }),
    'PUT /users/7': (body) => {
      user = { ...user, ...(body as UserUpdate) };
      return { body: { code: 200, data: user } };
    },
    'PUT /users/7/password': (body) =>
      (body as { current: string }).current === 'ancien mot de passe'
        ? { body: { code: 200, message: 'Mot de passe modifié.' } }
        : {
            status: 400,
            body: {
              code: 400,
              message: 'Mot de passe actuel incorrect.',
              errors: { current: ['Mot de passe actuel incorrect.'] },
            },
          },
  });
  return server;
}

describe('profile page', () => {
  it('saves the changed fields and keeps the price mode with the user', async () => {
    storeSession();
    const server = profileServer();
    await renderAccountApp('/fr/mon-compte', server);
    const form = (await screen.findByRole('button', { name: 'Enregistrer' })).closest('form') as HTMLFormElement;
    await waitFor(() => expect(server.callsTo('GET /users/me')).toHaveLength(1));

    expect((within(form).getByDisplayValue('camille.durand@example.fr') as HTMLInputElement).readOnly).toBe(true);
    // The phone field has its country selector and stores the number in E.164.
    expect((within(form).getByRole('combobox', { name: 'Indicatif du pays' }) as HTMLSelectElement).value).toBe('FR');
    fireEvent.change(within(form).getByLabelText(/^Téléphone/u), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'HT, hors taxes' }));
    fireEvent.click(within(form).getByRole('switch', { name: 'Recevoir la lettre de la Maison' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Vos informations sont enregistrées.')).toBeTruthy();
    expect(server.callsTo('PUT /users/7')[0]?.body).toEqual({
      tel: '+33612345678',
      montant: 'ht',
      newsletters: true,
    });
    expect(storedSession()?.user).toMatchObject({ montant: 'ht', newsletters: true, tel: '+33612345678' });
  });

  it('shows a name error from the shared schema and sends nothing', async () => {
    storeSession();
    const server = profileServer();
    await renderAccountApp('/fr/mon-compte', server);
    fireEvent.change(await screen.findByLabelText(/^Prénom/u), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Prénom requis.')).toBeTruthy();
    expect(server.callsTo('PUT /users/7')).toEqual([]);
  });

  it('changes language: saves it, stores the choice, clears session storage and moves the route', async () => {
    storeSession();
    window.sessionStorage.setItem('od_produits', '{"fr":[]}');
    const server = profileServer();
    const { currentPath, i18n, queryClient } = await renderAccountApp('/fr/mon-compte', server);
    await waitFor(() => expect(server.callsTo('GET /users/me')).toHaveLength(1));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.change(await screen.findByLabelText(/^Langue de la boutique/u), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(currentPath()).toBe('/de/mon-compte'));
    expect(server.callsTo('PUT /users/7')[0]?.body).toEqual({ langue: 'de' });
    expect(storedSession()?.user.langue).toBe('de');
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('de');
    expect(window.sessionStorage.getItem('od_produits')).toBeNull();
    expect(i18n.language).toBe('de');
    expect(invalidate).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Meine Daten', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Ihre Daten sind gespeichert.')).toBeTruthy();
  });

  it('changes the password knowing the current one', async () => {
    storeSession();
    const server = profileServer();
    await renderAccountApp('/fr/mon-compte', server);
    const form = (await screen.findByRole('button', { name: 'Changer le mot de passe' })).closest(
      'form',
    ) as HTMLFormElement;

    fireEvent.change(within(form).getByLabelText(/^Mot de passe actuel/u), { target: { value: 'pas celui-là' } });
    fireEvent.change(within(form).getByLabelText(/^Nouveau mot de passe/u), { target: { value: 'perle noire 1987' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Mot de passe actuel incorrect.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Mot de passe actuel/u), {
      target: { value: 'ancien mot de passe' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Votre mot de passe a été changé.')).toBeTruthy();
    expect(server.callsTo('PUT /users/7/password')[1]?.body).toEqual({
      current: 'ancien mot de passe',
      password: 'perle noire 1987',
    });
    expect((within(form).getByLabelText(/^Nouveau mot de passe/u) as HTMLInputElement).value).toBe('');
  });
});
