import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A stored session token object for a signed-in customer. */
const signedIn = ({ newsletters }: { newsletters: boolean }) =>
  JSON.stringify({
    access_token: 'jeton',
    scopes: ['user'],
    user: {
      id: 1,
      ambassadeur: false,
      prenom: 'Claire',
      nom: 'Dupont',
      tel: '',
      mail: 'claire@exemple.fr',
      stripe_customer: null,
      montant: 'ttc',
      newsletters,
      langue: 'fr',
    },
  });

const band = () => screen.queryByRole('region', { name: 'Les nouvelles de la maison' });

/** Renders the home page and routes POST /api/newsletters to `answer`, the rest to the app's stubs. */
async function renderHome(answer: () => Response = () => jsonResponse({ code: 200, message: 'Merci' })) {
  const view = await renderApp('/fr/accueil');
  const appFetch = view.fetchMock.getMockImplementation();
  view.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/api/newsletters') ? answer() : appFetch!(input, init),
  );
  const subscriptions = () =>
    view.fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/api/newsletters'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { ...view, subscriptions };
}

async function openDialog() {
  const region = await screen.findByRole('region', { name: 'Les nouvelles de la maison' });
  fireEvent.click(within(region).getByRole('button', { name: 'Je m’inscris' }));
  return screen.findByRole('dialog', { name: 'Recevoir nos nouvelles' });
}

describe('newsletter', () => {
  it('keeps “subscribe” disabled until last name, e-mail and consent are all given', async () => {
    await renderHome();
    const dialog = await openDialog();
    const subscribe = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'M’inscrire' });
    expect(subscribe.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Nom/u), { target: { value: 'Dupont' } });
    fireEvent.change(within(dialog).getByLabelText(/^Adresse e-mail/u), { target: { value: 'claire@exemple.fr' } });
    expect(subscribe.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /J’accepte de recevoir/u }));
    expect(subscribe.disabled).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Nom/u), { target: { value: '  ' } });
    expect(subscribe.disabled).toBe(true);
    expect(
      within(dialog)
        .getByRole('link', { name: /politique de confidentialité/u })
        .getAttribute('href'),
    ).toBe('/fr/conditions/confidentialite');
  });

  it('subscribes, thanks the visitor, and hides the band once the dialog is closed', async () => {
    const { subscriptions } = await renderHome();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Prénom'), { target: { value: 'Claire' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nom/u), { target: { value: 'Dupont' } });
    fireEvent.change(within(dialog).getByLabelText(/^Adresse e-mail/u), { target: { value: 'Claire@Exemple.FR' } });
    fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /J’accepte de recevoir/u }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'M’inscrire' }));

    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Merci ! Confirmez votre inscription depuis le lien que nous venons de vous envoyer par e-mail.',
      ),
    );
    expect(subscriptions()).toEqual([
      {
        prenom: 'Claire',
        nom: 'Dupont',
        mail: 'claire@exemple.fr',
        tel: '+33612345678',
        legal: true,
        source: 'bandeau',
      },
    ]);
    expect(window.localStorage.getItem('od_newsletter')).toBe('1');

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(band()).toBeNull();
  });

  it('clears the result message as soon as any value changes', async () => {
    await renderHome(() =>
      jsonResponse({ code: 429, message: 'Trop de requêtes, réessayez plus tard.', errors: {} }, 429),
    );
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Nom/u), { target: { value: 'Dupont' } });
    fireEvent.change(within(dialog).getByLabelText(/^Adresse e-mail/u), { target: { value: 'claire@exemple.fr' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /J’accepte de recevoir/u }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'M’inscrire' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning.textContent).toBe('Trop de tentatives en peu de temps. Merci de réessayer dans une heure.');
    expect(warning.dataset.kind).toBe('warning');
    fireEvent.change(within(dialog).getByLabelText('Prénom'), { target: { value: 'C' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(window.localStorage.getItem('od_newsletter')).toBeNull();
  });

  it('shows the server’s field errors', async () => {
    await renderHome(() =>
      jsonResponse(
        { code: 400, message: 'Certains champs sont invalides.', errors: { mail: ['Adresse refusée.'] } },
        400,
      ),
    );
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Nom/u), { target: { value: 'Dupont' } });
    fireEvent.change(within(dialog).getByLabelText(/^Adresse e-mail/u), { target: { value: 'claire@exemple.fr' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /J’accepte de recevoir/u }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'M’inscrire' }));
    expect(await within(dialog).findByText('Adresse refusée.')).toBeTruthy();
  });

  it('is not shown to a browser that subscribed, nor to a signed-in user whose profile has newsletters on', async () => {
    window.localStorage.setItem('od_newsletter', '1');
    const first = await renderApp('/fr/accueil');
    await screen.findByRole('contentinfo');
    expect(band()).toBeNull();
    first.unmount();

    window.localStorage.removeItem('od_newsletter');
    window.localStorage.setItem('od_token', signedIn({ newsletters: true }));
    await renderApp('/fr/accueil');
    await screen.findByRole('contentinfo');
    expect(band()).toBeNull();
  });

  it('prefills the form from the signed-in user', async () => {
    window.localStorage.setItem('od_token', signedIn({ newsletters: false }));
    await renderHome();
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Nom/u).value).toBe('Dupont');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Adresse e-mail/u).value).toBe('claire@exemple.fr');
  });
});
