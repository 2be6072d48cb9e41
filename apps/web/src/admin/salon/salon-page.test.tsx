import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { storeAdminSession } from '../../test/admin-session.ts';

function salonServer() {
  return makeApiStandIn({
    'POST /users/salon': (call) =>
      (call.body as { mail: string }).mail === 'deja@example.fr'
        ? {
            status: 409,
            body: {
              code: 409,
              message: 'Un compte existe déjà avec cette adresse.',
              errors: { mail: ['Un compte existe déjà avec cette adresse.'] },
            },
          }
        : { body: { code: 200, message: 'Compte créé.' } },
  });
}

async function renderSalon(server = salonServer()) {
  const view = await renderApp('/fr/ad/salon', { basketServer: server });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, server };
}

describe('salon screen', () => {
  // The back office is a lazy chunk: loaded once here so the tests' waits measure the page.
  beforeAll(loadBackOffice, 60_000);

  it('creates a visitor’s account with names guessed from the e-mail, then clears the form for the next', async () => {
    storeAdminSession(['user', 'ambassadeur']);
    const { server } = await renderSalon();
    expect(screen.getByRole('link', { name: 'Salon' }).getAttribute('aria-current')).toBe('page');
    const form = screen.getByRole('button', { name: 'Créer le compte' }).closest('form') as HTMLFormElement;

    fireEvent.change(within(form).getByLabelText(/^E-mail/u), { target: { value: 'Zoe.Martin@Example.fr' } });
    expect((within(form).getByLabelText(/^Prénom/u) as HTMLInputElement).value).toBe('Zoe');
    expect((within(form).getByLabelText(/^Nom/u) as HTMLInputElement).value).toBe('Martin');
    fireEvent.change(within(form).getByLabelText(/^Téléphone/u), { target: { value: '06 11 22 33 44' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le compte' }));

    expect(
      await screen.findByText(
        'Compte créé : un e-mail a été envoyé à zoe.martin@example.fr pour choisir son mot de passe.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('POST /users/salon')[0]?.body).toEqual({
      prenom: 'Zoe',
      nom: 'Martin',
      mail: 'zoe.martin@example.fr',
      tel: '+33611223344',
      langue: 'fr',
    });
    await waitFor(() => expect((within(form).getByLabelText(/^E-mail/u) as HTMLInputElement).value).toBe(''));
    expect((within(form).getByLabelText(/^Prénom/u) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(within(form).getByLabelText(/^E-mail/u));
    const list = screen.getByRole('table');
    expect(within(list).getByText('zoe.martin@example.fr')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 compte créé sur cet écran' })).toBeTruthy();
  });

  it('shows missing fields and the server’s refusal under the fields', async () => {
    storeAdminSession(['user', 'admin']);
    const { server } = await renderSalon();
    const form = screen.getByRole('button', { name: 'Créer le compte' }).closest('form') as HTMLFormElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le compte' }));
    expect(await within(form).findByText('Adresse e-mail requise.')).toBeTruthy();
    expect(within(form).getByText('Prénom requis.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^E-mail/u));
    expect(server.callsTo('POST /users/salon')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^E-mail/u), { target: { value: 'pas-une-adresse' } });
    expect(within(form).queryByText('Adresse e-mail requise.')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le compte' }));
    expect(await within(form).findByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(server.callsTo('POST /users/salon')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^E-mail/u), { target: { value: 'deja@example.fr' } });
    fireEvent.change(within(form).getByLabelText(/^Nom/u), { target: { value: 'Déjà' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le compte' }));
    expect(await within(form).findByText('Un compte existe déjà avec cette adresse.')).toBeTruthy();
    expect((within(form).getByLabelText(/^E-mail/u) as HTMLInputElement).value).toBe('deja@example.fr');
  });

  it('tells a customer the screen is for the team', async () => {
    storeAdminSession(['user']);
    await renderSalon();
    expect(screen.getByRole('heading', { name: "Accès réservé à l'équipe" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Créer le compte' })).toBeNull();
  });
});
