import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render-app.tsx';
import { ProductReviews } from './product-reviews.tsx';

const REVIEWS = [
  {
    id: 12,
    note: 5,
    titre: 'Ma peau est transformée',
    texte: 'Texture riche qui pénètre vite.',
    langue: 'fr',
    auteur: 'Claire M.',
    created: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 9,
    note: 4,
    titre: '',
    texte: 'Lovely cream, very subtle scent.',
    langue: 'en',
    auteur: '',
    created: '2026-11-02T10:00:00.000Z',
  },
];
const OLDER = { ...REVIEWS[0]!, id: 3, titre: 'Déjà ancien', created: '2026-10-01T10:00:00.000Z' };
const PAGE = { code: 200, datas: REVIEWS, total: 7, page: 1, limit: 5, resume: { moyenne: 4.7, total: 7 } };

function storeSession() {
  window.localStorage.setItem(
    LOCAL_KEYS.session,
    JSON.stringify({
      access_token: 'token',
      scopes: ['user'],
      user: { id: 5, prenom: 'Camille', nom: 'L', langue: 'fr' },
    }),
  );
}

type Answer = () => Response;

/** The reviews calls: the page of published reviews, the customer's own state, the submission. */
function stubReviewsApi({
  own = { achete: true, peut_donner_avis: true, avis: null },
  submit = () => jsonResponse({ code: 200, message: 'Merci', data: {} }),
  page = PAGE,
}: { own?: unknown; submit?: Answer; page?: unknown } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/avis' && init?.method === 'POST') return submit();
    if (url.pathname === '/api/avis/produit/3/me') return jsonResponse({ code: 200, data: own });
    if (url.pathname === '/api/avis/produit/3') {
      return jsonResponse(url.searchParams.get('page') === '2' ? { ...PAGE, page: 2, datas: [OLDER] } : page);
    }
    return jsonResponse({ code: 404, message: 'Introuvable', errors: {} }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const postedBodies = (fetchMock: ReturnType<typeof stubReviewsApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('product reviews', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the average in words, the reviews newest first and a way to read more', async () => {
    const fetchMock = stubReviewsApi();
    await renderInApp(<ProductReviews produitId={3} />, { path: '/fr/cosmetique/3-creme' });
    const section = await screen.findByRole('region', { name: 'Avis clients' });
    expect(await within(section).findByText('Note moyenne 4,7 sur 5, 7 avis')).toBeTruthy();
    const items = within(section).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Avis de Claire M.', 'Avis d’un client']);
    expect(within(items[0]!).getByRole('img', { name: 'Note : 5 sur 5' })).toBeTruthy();
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Ma peau est transformée' })).toBeTruthy();
    // A review written in English says so to screen readers.
    expect(within(items[1]!).getByText('Lovely cream, very subtle scent.').getAttribute('lang')).toBe('en');
    expect(within(items[0]!).getByText(/Achat vérifié/u).textContent).toContain('20 novembre 2026');

    fireEvent.click(within(section).getByRole('button', { name: 'Voir plus d’avis' }));
    expect(await within(section).findByRole('heading', { level: 3, name: 'Déjà ancien' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/avis/produit/3?page=2&limit=5');
    expect(within(section).getAllByRole('article')).toHaveLength(3);
  });

  it('says when there is no review yet, and asks an anonymous visitor to sign in', async () => {
    stubReviewsApi({ page: { ...PAGE, datas: [], total: 0, resume: { moyenne: null, total: 0 } } });
    const onSignIn = vi.fn();
    await renderInApp(<ProductReviews produitId={3} onSignIn={onSignIn} />, { path: '/fr/cosmetique/3-creme' });
    expect(await screen.findByText('Aucun avis pour l’instant.')).toBeTruthy();
    expect(screen.getByText(/Connectez-vous pour donner votre avis/u)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Se connecter' });
    expect(link.getAttribute('href')).toBe('/fr/sign');
    fireEvent.click(link);
    expect(onSignIn).toHaveBeenCalled();
  });

  it('explains to a signed-in customer who did not buy the product why there is no form', async () => {
    storeSession();
    stubReviewsApi({ own: { achete: false, peut_donner_avis: false, avis: null } });
    await renderInApp(<ProductReviews produitId={3} />, { path: '/fr/cosmetique/3-creme' });
    expect(await screen.findByText('Seuls les clients qui ont acheté ce soin peuvent donner leur avis.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Donner mon avis' })).toBeNull();
  });

  it('checks the form with the API contract, then sends the review and thanks the customer', async () => {
    storeSession();
    const fetchMock = stubReviewsApi();
    await renderInApp(<ProductReviews produitId={3} />, { path: '/fr/cosmetique/3-creme' });
    const open = await screen.findByRole('button', { name: 'Donner mon avis' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Donner mon avis sur ce soin' });

    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Certains champs sont à corriger.');
    expect(within(form).getByText('Choisissez une note de 1 à 5 étoiles.')).toBeTruthy();
    expect(postedBodies(fetchMock)).toEqual([]);

    const rating = within(form).getByRole('group', { name: /Votre note/u });
    fireEvent.click(within(rating).getByRole('radio', { name: '4 étoiles' }));
    fireEvent.change(within(form).getByLabelText(/^Votre avis/u), {
      target: { value: 'Une crème fondante, ma peau est plus souple.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByText('Merci ! Votre avis sera publié après relecture.')).toBeTruthy();
    expect(postedBodies(fetchMock)).toEqual([
      { produit_id: 3, note: 4, texte: 'Une crème fondante, ma peau est plus souple.' },
    ]);
    expect(screen.queryByRole('form', { name: 'Donner mon avis sur ce soin' })).toBeNull();
  });

  it('tells the customer when the server refuses the review', async () => {
    storeSession();
    stubReviewsApi({
      submit: () => jsonResponse({ code: 403, message: 'Réservé', errors: {} }, 403),
      own: {
        achete: true,
        peut_donner_avis: true,
        avis: {
          note: 2,
          titre: '',
          texte: 'Bof, pas pour moi.',
          statut: 'en_attente',
          created: '2026-11-20T10:00:00.000Z',
        },
      },
    });
    await renderInApp(<ProductReviews produitId={3} />, { path: '/fr/cosmetique/3-creme' });
    expect(await screen.findByText(/en cours de relecture/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier mon avis' }));
    const form = screen.getByRole('form', { name: 'Donner mon avis sur ce soin' });
    // The pending review fills the form.
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: '2 étoiles' }).checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Seuls les clients qui ont acheté ce soin peuvent donner leur avis.',
    );
  });
});
