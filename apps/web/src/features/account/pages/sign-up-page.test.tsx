import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';
import { BASKET_ID, storeLocalBasket } from '../../../test/fixtures.ts';
import {
  makeAccountServer,
  makeSession,
  renderAccountApp,
  signResult,
  storedSession,
} from '../test/account-fixtures.ts';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const ACCEPTED = { code: 202, message: 'Vérifiez votre boîte mail.' };
const TOKEN = 'Jeton-de-lien-d-inscription-0123456789abcdef';

describe('sign-up page', () => {
  it('guesses first and last name from the address when they are empty', async () => {
    await renderAccountApp('/fr/sign/up');
    const mail = (await screen.findByLabelText(/Adresse e-mail/u)) as HTMLInputElement;

    fireEvent.change(mail, { target: { value: 'Jean-Pierre.Martin@Example.fr' } });
    fireEvent.blur(mail);

    expect(mail.value).toBe('jean-pierre.martin@example.fr');
    expect(field(/^Prénom/u).value).toBe('Jean');
    expect(field(/^Nom/u).value).toBe('Pierre Martin');
  });

  // A person types the address, then clicks the first name and types it: the guess shown there
  // is replaced by what they type, not doubled ("MarieMarie").
  it('lets a first and last name typed after the address replace the guess', async () => {
    const user = userEvent.setup();
    await renderAccountApp('/fr/sign/up');
    await user.type(await screen.findByLabelText(/Adresse e-mail/u), 'marie.dupont@example.fr');
    expect(field(/^Prénom/u).value).toBe('Marie');

    await user.type(field(/^Prénom/u), 'Marie');
    await user.type(field(/^Nom/u), 'Dupont-Laval');

    expect(field(/^Prénom/u).value).toBe('Marie');
    expect(field(/^Nom/u).value).toBe('Dupont-Laval');
  });

  it('lets the guess be kept, or completed after moving to its end', async () => {
    const user = userEvent.setup();
    await renderAccountApp('/fr/sign/up');
    await user.type(await screen.findByLabelText(/Adresse e-mail/u), 'marie.dupont@example.fr');
    await user.tab();
    await user.keyboard('{End}-Anne');
    await user.tab();

    expect(field(/^Prénom/u).value).toBe('Marie-Anne');
    expect(field(/^Nom/u).value).toBe('Dupont');
  });

  it('guesses the names from an address given in the link', async () => {
    await renderAccountApp('/fr/sign/up?mail=Marie.Dupont%40example.fr');
    expect(((await screen.findByLabelText(/Adresse e-mail/u)) as HTMLInputElement).value).toBe(
      'marie.dupont@example.fr',
    );
    expect(field(/^Prénom/u).value).toBe('Marie');
    expect(field(/^Nom/u).value).toBe('Dupont');
  });

  it('keeps names already typed', async () => {
    await renderAccountApp('/fr/sign/up');
    fireEvent.change(await screen.findByLabelText(/^Prénom/u), { target: { value: 'Lou' } });
    const mail = field(/Adresse e-mail/u);
    fireEvent.change(mail, { target: { value: 'marie_curie@example.fr' } });
    fireEvent.blur(mail);

    expect(field(/^Prénom/u).value).toBe('Lou');
    expect(field(/^Nom/u).value).toBe('Curie');
  });

  it('ticks the password rules as it is typed', async () => {
    await renderAccountApp('/fr/sign/up');
    const password = (await screen.findByLabelText(/^Mot de passe/u)) as HTMLInputElement;
    const rule = (text: string) => screen.getByText(text).closest('li');

    expect(rule('Au moins 8 caractères')?.getAttribute('data-met')).toBe('false');
    fireEvent.change(password, { target: { value: 'motdepasse' } });
    expect(rule('Au moins 8 caractères')?.getAttribute('data-met')).toBe('true');
    expect(rule('Pas un mot de passe trop courant')?.getAttribute('data-met')).toBe('false');
    fireEvent.change(password, { target: { value: 'perle noire 1987' } });
    expect(rule('Pas un mot de passe trop courant')?.getAttribute('data-met')).toBe('true');
  });

  it('sends the sign-up in the page’s language, then asks to check the mailbox', async () => {
    const server = makeAccountServer({ 'POST /sign/up': { status: 202, body: ACCEPTED } });
    const { currentPath } = await renderAccountApp('/es/sign/up', server);

    fireEvent.change(await screen.findByLabelText(/Correo electrónico/u), { target: { value: 'ana@example.es' } });
    fireEvent.change(field(/^Nombre/u), { target: { value: 'Ana' } });
    fireEvent.change(field(/^Apellidos/u), { target: { value: 'Garcia' } });
    fireEvent.change(field(/^Contraseña/u), { target: { value: 'perle noire 1987' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Recibir el boletín de la Maison' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    const title = await screen.findByRole('heading', { name: 'Revise su correo' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('ana@example.es').tagName).toBe('STRONG');
    expect(currentPath()).toBe('/es/sign/up');
    expect(server.callsTo('POST /sign/up')[0]?.body).toMatchObject({
      mail: 'ana@example.es',
      prenom: 'Ana',
      nom: 'Garcia',
      password: 'perle noire 1987',
      newsletters: true,
      langue: 'es',
    });
    expect(storedSession()).toBeNull();
  });

  it('sends the message again, or goes back to the form to correct the address', async () => {
    const server = makeAccountServer({ 'POST /sign/up': { status: 202, body: ACCEPTED } });
    await renderAccountApp('/fr/sign/up', server);
    fireEvent.change(await screen.findByLabelText(/Adresse e-mail/u), { target: { value: 'lou@example.fr' } });
    fireEvent.change(field(/^Prénom/u), { target: { value: 'Lou' } });
    fireEvent.change(field(/^Nom/u), { target: { value: 'Martin' } });
    fireEvent.change(field(/^Mot de passe/u), { target: { value: 'perle noire 1987' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeTruthy();
    expect(screen.getByText(/Vous avez déjà un compte avec cette adresse/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le message' }));
    expect(await screen.findByText('Un nouveau message vient de partir.')).toBeTruthy();
    expect(server.callsTo('POST /sign/up')).toHaveLength(2);
    expect(server.callsTo('POST /sign/up')[1]?.body).toMatchObject({ mail: 'lou@example.fr', prenom: 'Lou' });

    fireEvent.click(screen.getByRole('button', { name: 'Corriger l’adresse e-mail' }));
    expect(field(/Adresse e-mail/u).value).toBe('lou@example.fr');
    expect(field(/^Prénom/u).value).toBe('Lou');
  });

  it('takes the phone with its country selector, refusing an invalid number before sending', async () => {
    const server = makeAccountServer({ 'POST /sign/up': { status: 202, body: ACCEPTED } });
    await renderAccountApp('/fr/sign/up', server);
    fireEvent.change(await screen.findByLabelText(/Adresse e-mail/u), { target: { value: 'lou@example.be' } });
    fireEvent.change(field(/^Prénom/u), { target: { value: 'Lou' } });
    fireEvent.change(field(/^Nom/u), { target: { value: 'Peeters' } });
    fireEvent.change(field(/^Mot de passe/u), { target: { value: 'perle noire 1987' } });
    const country = screen.getByRole('combobox', { name: 'Indicatif du pays' }) as HTMLSelectElement;
    expect(country.value).toBe('FR');
    fireEvent.change(country, { target: { value: 'BE' } });
    fireEvent.change(field(/^Téléphone/u), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findAllByText('Ce numéro de téléphone ne semble pas valide.')).not.toHaveLength(0);
    expect(server.callsTo('POST /sign/up')).toEqual([]);

    fireEvent.change(field(/^Téléphone/u), { target: { value: '0470 12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(server.callsTo('POST /sign/up')).toHaveLength(1));
    expect(server.callsTo('POST /sign/up')[0]?.body).toMatchObject({ tel: '+32470123456' });
  });

  it('refuses a too common password before sending, and shows the server’s field errors', async () => {
    const server = makeAccountServer({
      'POST /sign/up': {
        status: 400,
        body: {
          code: 400,
          message: 'Certains champs sont invalides.',
          errors: { mail: ['Adresse e-mail invalide.'] },
          reason: 'validation_failed',
          fieldReasons: { mail: ['invalid_format'] },
        },
      },
    });
    await renderAccountApp('/fr/sign/up', server);
    fireEvent.change(await screen.findByLabelText(/Adresse e-mail/u), { target: { value: 'camille@example.fr' } });
    fireEvent.change(field(/^Prénom/u), { target: { value: 'Camille' } });
    fireEvent.change(field(/^Nom/u), { target: { value: 'Durand' } });
    fireEvent.change(field(/^Mot de passe/u), { target: { value: 'azertyuiop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(screen.getByText('Ce mot de passe est trop courant, choisissez-en un autre.')).toBeTruthy();
    expect(server.callsTo('POST /sign/up')).toEqual([]);

    fireEvent.change(field(/^Mot de passe/u), { target: { value: 'perle noire 1987' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(field(/Adresse e-mail/u).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeNull();
  });
});

describe('sign-up link page', () => {
  it('creates the account from the link, with this browser’s basket, and goes where sign-up was heading', async () => {
    const session = makeSession({ user: { prenom: 'Ana', langue: 'es' } });
    storeLocalBasket({});
    // The link opens in another tab: only the copy kept across tabs knows where sign-up was going.
    window.localStorage.setItem(LOCAL_KEYS.signUpReturnTo, '/fr/checkout');
    const server = makeAccountServer({ 'POST /sign/up/confirm': { body: signResult(session, BASKET_ID) } });
    const { currentPath } = await renderAccountApp(`/fr/sign/up/${TOKEN}`, server);

    await waitFor(() => expect(currentPath()).toBe('/es/checkout'));
    expect(server.callsTo('POST /sign/up/confirm')).toHaveLength(1);
    expect(server.callsTo('POST /sign/up/confirm')[0]?.body).toEqual({ token: TOKEN, panier: BASKET_ID });
    expect(storedSession()?.access_token).toBe(session.access_token);
    expect(window.localStorage.getItem(LOCAL_KEYS.signUpReturnTo)).toBeNull();
  });

  it('explains a spent or expired link in the page’s language, with the ways forward', async () => {
    const server = makeAccountServer({
      'POST /sign/up/confirm': {
        status: 400,
        body: {
          code: 400,
          message: 'Ce lien d’inscription a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.',
          errors: {},
          reason: 'sign_up_link_expired',
          fieldReasons: {},
        },
      },
    });
    await renderAccountApp(`/en/sign/up/${TOKEN}`, server);
    expect(await screen.findByText('This sign-up link has expired. Sign up again to receive a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/en/sign/up');
    expect(storedSession()).toBeNull();
  });
});
