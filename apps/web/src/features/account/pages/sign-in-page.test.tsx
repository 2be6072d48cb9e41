import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { BASKET_ID, storeLocalBasket } from '../../../test/fixtures.ts';
import {
  ACCOUNT_BASKET,
  makeAccountServer,
  makeSession,
  renderAccountApp,
  signResult,
  storedSession,
  storeSession,
} from '../test/account-fixtures.ts';

const WRONG = 'Adresse e-mail ou mot de passe incorrect.';

async function fillAndSubmit(mail: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Adresse e-mail/u), { target: { value: mail } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/u), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('sign-in page', () => {
  it('stores the token, applies the user’s language and goes to the return address', async () => {
    storeLocalBasket({ 1: 2 });
    window.sessionStorage.setItem(SESSION_KEYS.returnTo, '/fr/mon-compte');
    const session = makeSession({ user: { langue: 'en' } });
    const server = makeAccountServer({
      'POST /sign/in': { body: signResult(session, BASKET_ID) },
      'GET /users/me': { body: { code: 200, data: session.user } },
    });
    server.basket.seed(BASKET_ID, { 1: 2 });
    const { currentPath, i18n } = await renderAccountApp('/fr/sign', server);

    await fillAndSubmit('Camille.Durand@Example.fr', 'un mot de passe sûr');

    await waitFor(() => expect(currentPath()).toBe('/en/mon-compte'));
    expect(server.callsTo('POST /sign/in')[0]?.body).toEqual({
      mail: 'camille.durand@example.fr',
      password: 'un mot de passe sûr',
      panier: BASKET_ID,
    });
    expect(storedSession()).toEqual(session);
    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('en');
    expect(window.sessionStorage.getItem(SESSION_KEYS.returnTo)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'My details' })).toBeTruthy();
  });

  it('goes home without a return address, and switches to the account’s basket', async () => {
    storeLocalBasket({ 1: 1 });
    const server = makeAccountServer({ 'POST /sign/in': { body: signResult(makeSession(), ACCOUNT_BASKET) } });
    const { currentPath } = await renderAccountApp('/fr/sign', server);

    await fillAndSubmit('camille.durand@example.fr', 'un mot de passe sûr');

    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_KEYS.cartId)).toBe(ACCOUNT_BASKET));
  });

  it('shows a 401 as the form’s message, not under a field', async () => {
    const server = makeAccountServer({
      'POST /sign/in': {
        status: 401,
        body: {
          code: 401,
          message: WRONG,
          errors: { password: [WRONG] },
          reason: 'invalid_credentials',
          fieldReasons: { password: ['invalid_credentials'] },
        },
      },
    });
    const { currentPath } = await renderAccountApp('/fr/sign', server);

    await fillAndSubmit('camille.durand@example.fr', 'pas le bon');

    expect((await screen.findByText(WRONG)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByLabelText(/^Mot de passe/u).getAttribute('aria-invalid')).toBeNull();
    expect(storedSession()).toBeNull();
    expect(currentPath()).toBe('/fr/sign');
    expect((screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('words a 429 of the server in the page’s language', async () => {
    const message = 'Trop de tentatives de connexion pour cette adresse. Réessayez dans 15 minutes.';
    const server = makeAccountServer({
      'POST /sign/in': {
        status: 429,
        headers: { 'Retry-After': '900' },
        body: { code: 429, message, errors: {}, reason: 'too_many_sign_in_attempts', fieldReasons: {} },
      },
    });
    await renderAccountApp('/en/sign', server);

    fireEvent.change(await screen.findByLabelText(/Email address/u), { target: { value: 'a@b.fr' } });
    fireEvent.change(screen.getByLabelText(/^Password/u), { target: { value: 'whatever' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const shown = await screen.findByText('Too many sign-in attempts for this address. Try again in 15 minutes.');
    expect(shown.closest('[role="alert"]')).toBeTruthy();
  });

  it('checks the fields before sending, and clears a field’s errors when it gets focus', async () => {
    const server = makeAccountServer();
    await renderAccountApp('/fr/sign', server);

    fireEvent.change(await screen.findByLabelText(/Adresse e-mail/u), { target: { value: 'pas-une-adresse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    const mail = screen.getByLabelText(/Adresse e-mail/u);
    expect(mail.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(screen.getByText('Mot de passe requis.')).toBeTruthy();
    expect(server.callsTo('POST /sign/in')).toEqual([]);

    fireEvent.focus(mail);
    expect(screen.queryByText('Adresse e-mail invalide.')).toBeNull();
    expect(mail.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Mot de passe requis.')).toBeTruthy();
  });

  it('shows the server’s field errors joined with periods, and clears them when the field changes', async () => {
    const server = makeAccountServer({
      'POST /sign/in': {
        status: 400,
        body: {
          code: 400,
          message: 'Certains champs sont invalides.',
          errors: { mail: ['Domaine refusé', 'Réessayez'] },
        },
      },
    });
    await renderAccountApp('/fr/sign', server);

    await fillAndSubmit('camille@example.fr', 'un mot de passe sûr');

    expect(await screen.findByText('Domaine refusé. Réessayez.')).toBeTruthy();
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/u), { target: { value: 'camille@example.com' } });
    expect(screen.queryByText('Domaine refusé. Réessayez.')).toBeNull();
  });

  it('marks required fields, lower-cases the address and toggles the password’s visibility', async () => {
    await renderAccountApp('/fr/sign');
    const mail = (await screen.findByLabelText(/Adresse e-mail/u)) as HTMLInputElement;
    expect(mail.required).toBe(true);
    expect(screen.getAllByText('*', { exact: false }).length).toBeGreaterThanOrEqual(2);

    fireEvent.change(mail, { target: { value: 'Camille@EXAMPLE.fr' } });
    expect(mail.value).toBe('camille@example.fr');

    const password = screen.getByLabelText(/^Mot de passe/u) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(password.type).toBe('password');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a signed-in visitor to the account', async () => {
    storeSession();
    const server = makeAccountServer({ 'GET /users/me': { body: { code: 200, data: makeSession().user } } });
    const { currentPath } = await renderAccountApp('/fr/sign', server);
    await waitFor(() => expect(currentPath()).toBe('/fr/mon-compte'));
  });

  it('disables the button while the call is pending', async () => {
    let release: () => void = () => {};
    const server = makeAccountServer({ 'POST /sign/in': { body: signResult() } });
    const handle = server.handle;
    server.handle = (url, init) => {
      const answer = handle(url, init);
      if (!url.endsWith('/sign/in')) return answer;
      return new Promise<Response>((resolve) => {
        release = () => resolve(answer as Response);
      });
    };
    await renderAccountApp('/fr/sign', server);

    await fillAndSubmit('camille.durand@example.fr', 'un mot de passe sûr');

    const button = await screen.findByRole('button', { name: 'Un instant…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
  });
});
