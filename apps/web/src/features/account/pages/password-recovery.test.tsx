import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccountServer, renderAccountApp, signResult, storedSession } from '../test/account-fixtures.ts';

describe('password recovery', () => {
  it('asks for the address, then takes the mailed code and a new password, and signs in', async () => {
    const server = makeAccountServer({
      'POST /sign/recovery': { body: { code: 200, message: 'Si un compte existe…' } },
      'POST /sign/password/code': { body: signResult() },
    });
    const { currentPath } = await renderAccountApp('/fr/sign/recovery?mail=camille%40example.fr', server);

    expect(((await screen.findByLabelText(/Adresse e-mail/u)) as HTMLInputElement).value).toBe('camille@example.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    await waitFor(() => expect(currentPath()).toBe('/fr/sign/password/code/camille%40example.fr'));
    expect(await screen.findByText(/Si un compte existe pour camille@example.fr/u)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Code reçu/u), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/u, { selector: 'input' }), {
      target: { value: 'perle noire 1987' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    expect(screen.getByText('Le code contient 6 chiffres.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Code reçu/u), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
    expect(server.callsTo('POST /sign/password/code')[0]?.body).toMatchObject({
      mail: 'camille@example.fr',
      code: '123456',
      password: 'perle noire 1987',
    });
    expect(storedSession()?.access_token).toBe('token-camille');
  });

  it('sets a new password through the mailed link; an expired link says so above the button', async () => {
    const expired = 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.';
    const server = makeAccountServer({
      'POST /sign/password/link': {
        status: 400,
        body: { code: 400, message: expired, errors: {}, reason: 'recovery_link_invalid', fieldReasons: {} },
      },
    });
    await renderAccountApp('/en/sign/password/12/abcdefghijklmnopqrstuvwxyz', server);

    fireEvent.change(await screen.findByLabelText(/^New password/u, { selector: 'input' }), {
      target: { value: 'perle noire 1987' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByText('This link is invalid or has expired. Ask for a new one.')).toBeTruthy();
    expect(server.callsTo('POST /sign/password/link')[0]?.body).toMatchObject({
      id: 12,
      token: 'abcdefghijklmnopqrstuvwxyz',
      password: 'perle noire 1987',
    });
  });

  it('says in the page’s language how many tries a wrong code leaves', async () => {
    const wrong = 'Code incorrect. Encore 2 essais.';
    const server = makeAccountServer({
      'POST /sign/password/code': {
        status: 400,
        body: {
          code: 400,
          message: wrong,
          errors: { code: [wrong] },
          reason: 'recovery_code_incorrect',
          fieldReasons: { code: ['recovery_code_incorrect'] },
          count: 2,
        },
      },
    });
    await renderAccountApp('/en/sign/password/code/camille%40example.fr', server);

    fireEvent.change(await screen.findByLabelText(/^Code/u), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^New password/u, { selector: 'input' }), {
      target: { value: 'perle noire 1987' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByText('Incorrect code. 2 tries left.')).toBeTruthy();
  });
});
