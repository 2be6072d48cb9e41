import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderApp, renderInApp } from '../../../test/render-app.tsx';
import { ContactPage } from './contact-page.tsx';

const SHOP = {
  email: 'bonjour@orcaviar.fr',
  telephone: '+33 1 42 00 00 00',
  adresse: '12 rue du Faubourg',
  code_postal: '75008',
  ville: 'Paris',
};

/** A stand-in for the two calls of the page; `contact` answers the form. */
function stubContactApi(contact: () => Response = () => jsonResponse({ code: 200, message: 'Merci' })) {
  const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/boutique/infos')) return jsonResponse({ code: 200, datas: SHOP });
    if (url.endsWith('/api/contact')) return contact();
    return jsonResponse({ code: 404, message: 'Introuvable', errors: {} }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBodies = (fetchMock: ReturnType<typeof stubContactApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/contact'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function fillValidForm() {
  fireEvent.change(screen.getByLabelText(/^Nom/u), { target: { value: 'Claire Dupont' } });
  fireEvent.change(screen.getByLabelText(/^Adresse e-mail/u), { target: { value: 'Claire@Exemple.fr' } });
  fireEvent.change(screen.getByLabelText(/^Votre message/u), {
    target: { value: 'Bonjour, je souhaite un conseil pour une peau sèche.' },
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

describe('contact page', () => {
  it('shows the general heading, the shop’s details and a hidden honeypot', async () => {
    stubContactApi();
    await renderInApp(<ContactPage params={{}} />, { path: '/fr/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Écrivez-nous' })).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sujet' }).value).toBe('question');
    const details = await screen.findByRole('complementary', { name: 'Nous joindre' });
    expect(await within(details).findByRole('link', { name: SHOP.email })).toBeTruthy();
    expect(within(details).getByRole('link', { name: SHOP.telephone }).getAttribute('href')).toBe('tel:+33142000000');
    expect(details.textContent).toContain('75008 Paris');

    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.autocomplete).toBe('off');
    expect(honeypot?.labels?.[0]?.textContent).toBe('Ne pas remplir');
    const wrapper = honeypot?.closest('[aria-hidden="true"]');
    expect(wrapper?.className).toBe('visually-hidden');
    expect(wrapper?.getAttribute('style')).toBeNull();
    // Hidden from assistive technology: no textbox of that name is exposed.
    expect(screen.queryByRole('textbox', { name: 'Ne pas remplir' })).toBeNull();
  });

  it('takes the partner subject from the query: heading and preselected subject', async () => {
    stubContactApi();
    await renderInApp(<ContactPage params={{}} />, { path: '/fr/contact?subject=partenaire' });
    expect(screen.getByRole('heading', { level: 1, name: 'Devenir partenaire' })).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sujet' }).value).toBe('partenaire');
  });

  it('prefills the order reference from the route', async () => {
    const fetchMock = stubContactApi();
    await renderInApp(<ContactPage params={{ commande: 'A1B2-C3' }} />, { path: '/fr/contact/A1B2-C3' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sujet' }).value).toBe('commande');
    expect(screen.getByLabelText<HTMLInputElement>('Référence de commande').value).toBe('A1B2-C3');
    fillValidForm();
    submit();
    await screen.findByText(/votre message a bien été envoyé/u);
    expect(sentBodies(fetchMock)[0]).toMatchObject({
      commande: 'A1B2-C3',
      sujet: 'commande',
      mail: 'claire@exemple.fr',
    });
  });

  it('checks the form in the browser first and sends nothing while fields are wrong', async () => {
    const fetchMock = stubContactApi();
    await renderInApp(<ContactPage params={{}} />, { path: '/fr/contact' });
    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/u), { target: { value: 'claire@' } });
    fireEvent.change(screen.getByLabelText(/^Votre message/u), { target: { value: 'Court' } });
    submit();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(screen.getByText('Au moins 10 caractères, s’il vous plaît.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Certains champs sont à corriger.');
    expect(sentBodies(fetchMock)).toHaveLength(0);
    // A field's error goes as soon as it gets the focus.
    const nom = screen.getByLabelText(/^Nom/u);
    expect(nom.getAttribute('aria-invalid')).toBe('true');
    act(() => nom.focus());
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();
  });

  it('shows the server’s field errors under their fields, joined with periods', async () => {
    stubContactApi(() =>
      jsonResponse(
        {
          code: 400,
          message: 'Certains champs sont invalides.',
          errors: { mail: ['Adresse refusée', 'Domaine inconnu.'] },
        },
        400,
      ),
    );
    await renderInApp(<ContactPage params={{}} />, { path: '/fr/contact' });
    fillValidForm();
    submit();
    expect(await screen.findByText('Adresse refusée. Domaine inconnu.')).toBeTruthy();
    expect(screen.getByLabelText(/^Adresse e-mail/u).getAttribute('aria-invalid')).toBe('true');
    // Changing the field clears its error.
    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/u), { target: { value: 'claire@exemple.com' } });
    expect(screen.queryByText('Adresse refusée. Domaine inconnu.')).toBeNull();
  });

  it('thanks the visitor in a polite live region and empties the message', async () => {
    const fetchMock = stubContactApi();
    await renderInApp(<ContactPage params={{}} />, { path: '/fr/contact' });
    fillValidForm();
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: '0612345678' } });
    submit();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/votre message a bien été envoyé/u));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Votre message/u).value).toBe('');
    expect(sentBodies(fetchMock)[0]).toEqual({
      nom: 'Claire Dupont',
      mail: 'claire@exemple.fr',
      tel: '+33612345678',
      message: 'Bonjour, je souhaite un conseil pour une peau sèche.',
      sujet: 'question',
      website: '',
    });
  });

  it('refuses an invalid phone number before sending', async () => {
    const fetchMock = stubContactApi();
    await renderInApp(<ContactPage params={{}} />, { path: '/fr/contact' });
    fillValidForm();
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: '06 12' } });
    submit();
    expect(screen.getByText('Ce numéro de téléphone ne semble pas valide.')).toBeTruthy();
    expect(sentBodies(fetchMock)).toHaveLength(0);
  });

  it('says so when too many messages were sent (429)', async () => {
    stubContactApi(() => jsonResponse({ code: 429, message: 'Trop de requêtes', errors: {} }, 429));
    await renderInApp(<ContactPage params={{}} />, { path: '/fr/contact' });
    fillValidForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vous nous avez déjà écrit plusieurs fois dans l’heure. Merci de réessayer un peu plus tard.',
    );
  });

  it('is reached at /:lang/contact in the page’s language', async () => {
    await renderApp('/en/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Write to us' })).toBeTruthy();
    expect(document.title).toMatch(/^Contact – /u);
  });
});
