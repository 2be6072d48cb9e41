import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASKET_ID, storeLocalBasket } from '../../../test/fixtures.ts';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleAccountsId, type GoogleIdConfiguration } from '../api/google-identity.ts';
import {
  makeAccountServer,
  makeSession,
  renderAccountApp,
  signResult,
  storedSession,
} from '../test/account-fixtures.ts';

const CLIENT_ID = '1234567890-boutique.apps.googleusercontent.com';
const CONFIGURED = { body: { code: 200, google_client_id: CLIENT_ID } };
const LIAISON = 'l'.repeat(43);
const CONFLICT = {
  status: 409,
  body: {
    code: 409,
    message: 'Un compte existe déjà avec cette adresse. Confirmez que c’est vous pour y associer Google.',
    errors: {},
    reason: 'google_link_needed',
    fieldReasons: {},
    liaison: LIAISON,
  },
};

/** Google Identity Services as the page sees it once its script has run. */
function fakeGoogle() {
  let configuration: GoogleIdConfiguration | null = null;
  const id = {
    initialize: vi.fn((next: GoogleIdConfiguration) => {
      configuration = next;
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.textContent = 'Continuer avec Google';
      parent.append(button);
    }),
    prompt: vi.fn(),
    cancel: vi.fn(),
  } satisfies GoogleAccountsId;
  window.google = { accounts: { id } };
  return {
    id,
    /** What Google does when the shopper picks an account. */
    answer: (credential: string) => act(() => configuration!.callback({ credential })),
  };
}

const googleScripts = () => document.head.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);

describe('Google sign-in', () => {
  afterEach(() => {
    delete window.google;
    googleScripts().forEach((script) => script.remove());
  });

  it('shows nothing and loads no script when the shop has no Google client id', async () => {
    const server = makeAccountServer({ 'GET /sign/config': { body: { code: 200, google_client_id: null } } });
    await renderAccountApp('/fr/sign', server);
    await screen.findByRole('button', { name: 'Se connecter' }, { timeout: 5000 });
    await waitFor(() => expect(server.callsTo('GET /sign/config')).toHaveLength(1));
    expect(screen.queryByText('ou')).toBeNull();
    expect(googleScripts()).toHaveLength(0);
  });

  it('renders Google’s button and One Tap, and signs in with the credential and the basket', async () => {
    storeLocalBasket({ 1: 1 });
    const google = fakeGoogle();
    const session = makeSession();
    const server = makeAccountServer({
      'GET /sign/config': CONFIGURED,
      'POST /sign/google': { body: signResult(session, BASKET_ID) },
    });
    server.basket.seed(BASKET_ID, { 1: 1 });
    const { currentPath } = await renderAccountApp('/fr/sign', server);

    expect(await screen.findByRole('button', { name: 'Continuer avec Google' })).toBeTruthy();
    expect(google.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: CLIENT_ID, context: 'signin', auto_select: false }),
    );
    expect(google.id.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ text: 'signin_with', locale: 'fr' }),
    );
    expect(google.id.prompt).toHaveBeenCalledTimes(1);

    google.answer('header.payload.signature');
    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
    expect(server.callsTo('POST /sign/google')[0]?.body).toEqual({
      credential: 'header.payload.signature',
      panier: BASKET_ID,
    });
    expect(storedSession()).toEqual(session);
    expect(google.id.cancel).toHaveBeenCalled();
  });

  it('offers the button on the sign-up page too', async () => {
    const google = fakeGoogle();
    await renderAccountApp('/fr/sign/up', makeAccountServer({ 'GET /sign/config': CONFIGURED }));
    await screen.findByRole('button', { name: 'Continuer avec Google' });
    expect(google.id.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ text: 'signup_with' }),
    );
  });

  it('asks the owner of an existing account for the password before linking', async () => {
    const google = fakeGoogle();
    const session = makeSession();
    const server = makeAccountServer({
      'GET /sign/config': CONFIGURED,
      'POST /sign/google': CONFLICT,
      'POST /sign/google/link': (body) =>
        (body as { password: string }).password === 'le bon mot de passe'
          ? { body: signResult(session) }
          : {
              status: 401,
              body: {
                code: 401,
                message: 'Mot de passe incorrect.',
                errors: {},
                reason: 'password_incorrect',
                fieldReasons: {},
              },
            },
    });
    const { currentPath } = await renderAccountApp('/en/sign', server);
    await screen.findByRole('button', { name: 'Continuer avec Google' });

    google.answer('header.payload.signature');
    const dialog = await screen.findByRole('dialog', { name: 'Link Google to your account' });
    expect(dialog.textContent).toContain('An account already uses this address.');
    expect(storedSession()).toBeNull();

    const inDialog = within(dialog);
    fireEvent.change(inDialog.getByLabelText(/^Password/u), { target: { value: 'pas le bon' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Link and sign in' }));
    expect(await inDialog.findByText('Incorrect password.')).toBeTruthy();

    fireEvent.change(inDialog.getByLabelText(/^Password/u), { target: { value: 'le bon mot de passe' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
    expect(server.callsTo('POST /sign/google/link').at(-1)?.body).toMatchObject({
      liaison: LIAISON,
      password: 'le bon mot de passe',
    });
    expect(storedSession()).toEqual(session);
  });

  it('sends a confirmation link by mail instead, and says so', async () => {
    const google = fakeGoogle();
    const server = makeAccountServer({
      'GET /sign/config': CONFIGURED,
      'POST /sign/google': CONFLICT,
      'POST /sign/google/link-mail': { body: { code: 200, message: 'Un e-mail vient de vous être envoyé.' } },
    });
    await renderAccountApp('/fr/sign', server);
    await screen.findByRole('button', { name: 'Continuer avec Google' });
    google.answer('header.payload.signature');
    const dialog = within(await screen.findByRole('dialog', { name: 'Associer Google à votre compte' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Recevoir un lien par e-mail' }));

    expect(await dialog.findByText(/Un e-mail vient de vous être envoyé\. Suivez son lien/u)).toBeTruthy();
    expect(server.callsTo('POST /sign/google/link-mail')[0]?.body).toEqual({ liaison: LIAISON });
    expect(dialog.queryByLabelText(/^Mot de passe/u)).toBeNull();
  });

  it('shows a refused token in the page’s language', async () => {
    const google = fakeGoogle();
    const message = 'Connexion Google refusée : le jeton est invalide ou a expiré. Réessayez.';
    await renderAccountApp(
      '/de/sign',
      makeAccountServer({
        'GET /sign/config': CONFIGURED,
        'POST /sign/google': {
          status: 401,
          body: { code: 401, message, errors: {}, reason: 'google_token_invalid', fieldReasons: {} },
        },
      }),
    );
    await screen.findByRole('button', { name: 'Continuer avec Google' });
    google.answer('header.payload.signature');
    expect((await screen.findByText(/Google-Anmeldung abgelehnt/u)).closest('[role="alert"]')).toBeTruthy();
    expect(storedSession()).toBeNull();
  });

  it('logs the spec’s words and shows a discreet notice when Google’s script cannot load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The test browser refuses to load outside scripts, as a blocker or a dead network would.
    await renderAccountApp('/fr/sign', makeAccountServer({ 'GET /sign/config': CONFIGURED }));

    expect(await screen.findByText('La connexion avec Google est indisponible pour le moment.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to load the Google 3P Authorization JavaScript Library.');
    expect(googleScripts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });
});

describe('the page of the mailed Google link', () => {
  it('confirms the link once and signs in', async () => {
    const session = makeSession();
    const server = makeAccountServer({ 'POST /sign/google/confirm': { body: signResult(session) } });
    const { currentPath } = await renderAccountApp(`/fr/sign/google/${'t'.repeat(43)}`, server);
    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
    expect(server.callsTo('POST /sign/google/confirm')).toHaveLength(1);
    expect(server.callsTo('POST /sign/google/confirm')[0]?.body).toEqual({ token: 't'.repeat(43) });
    expect(storedSession()).toEqual(session);
  });

  it('explains a spent or expired link and leads back to sign-in', async () => {
    const message = 'Ce lien est invalide ou a expiré. Reconnectez-vous avec Google pour en recevoir un nouveau.';
    const server = makeAccountServer({
      'POST /sign/google/confirm': {
        status: 400,
        body: { code: 400, message, errors: {}, reason: 'google_link_invalid', fieldReasons: {} },
      },
    });
    await renderAccountApp(`/en/sign/google/${'t'.repeat(43)}`, server);
    expect(
      await screen.findByText('This link is invalid or has expired. Sign in with Google again to get a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/en/sign');
  });
});
