import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CREME, CREME_ASSOCIEE, MOUSSE, OFFLINE, SERUM, makeProduit } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const CREME_PATH = '/fr/cosmetique/3-creme-de-jour-caviar-absolu';
/** The cream suggests the mousse, the serum, a product taken offline, an unknown id and itself. */
const CREME_WITH_ALL = makeProduit({
  ...CREME_ASSOCIEE,
  associes: [
    { produit_associe_id: MOUSSE.id },
    { produit_associe_id: OFFLINE.id },
    { produit_associe_id: 999 },
    { produit_associe_id: SERUM.id },
    { produit_associe_id: MOUSSE.id },
    { produit_associe_id: CREME_ASSOCIEE.id },
  ],
});
const PRODUITS = [CREME_WITH_ALL, MOUSSE, OFFLINE, SERUM];

describe('product route', () => {
  it('shares the product with the brand suffix in the title and its picture for Pinterest', async () => {
    await renderApp(CREME_PATH, { produits: PRODUITS });
    const share = await screen.findByRole('region', { name: 'Partager ce soin' });
    const title = encodeURIComponent(`${CREME_ASSOCIEE.label} – Maison Orcaviar`);
    const url = encodeURIComponent(`${window.location.origin}${CREME_PATH}`);
    const links = within(share).getAllByRole('link');
    expect(links.map((link) => link.dataset.network)).toEqual([
      'facebook',
      'x',
      'pinterest',
      'linkedin',
      'tumblr',
      'whatsapp',
      'mail',
    ]);
    const pinterest = within(share).getByRole('link', { name: 'Partager sur Pinterest (nouvel onglet)' });
    expect(pinterest.getAttribute('href')).toContain(`url=${url}`);
    expect(pinterest.getAttribute('href')).toContain(`description=${title}`);
    expect(pinterest.getAttribute('href')).toContain(
      `media=${encodeURIComponent(`${window.location.origin}/media/produit/${CREME_ASSOCIEE.id}/960.jpg`)}`,
    );
    expect(within(share).getByRole('link', { name: 'Partager par e-mail' }).getAttribute('href')).toBe(
      `mailto:?subject=${title}&body=${url}`,
    );
    expect(within(share).getByRole('button', { name: 'Copier le lien' })).toBeTruthy();
  });

  it('suggests the associated online products once each, as cards with their add button', async () => {
    await renderApp(CREME_PATH, { produits: PRODUITS });
    const related = await screen.findByRole('region', { name: 'Vous aimerez aussi' });
    const names = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([MOUSSE.label, SERUM.label]);
    const add = within(related).getByRole('button', { name: `Ajouter ${MOUSSE.label} au panier` });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('1'));
  });

  it('shows no cross-sell block when the product has no online associated product', async () => {
    await renderApp('/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar', { produits: PRODUITS });
    expect(await screen.findByRole('heading', { level: 1, name: MOUSSE.label })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Partager ce soin' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Vous aimerez aussi' })).toBeNull();
  });

  it('offers “Me prévenir du retour” under a sold-out variant only', async () => {
    await renderApp(CREME_PATH, { produits: [CREME, MOUSSE] });
    const alert = await screen.findByRole('region', { name: 'Me prévenir du retour' });
    expect(within(alert).getByLabelText(/^Votre adresse e-mail/u)).toBeTruthy();
  });

  it('shows no alert form for a variant in stock', async () => {
    await renderApp('/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar', { produits: [CREME, MOUSSE] });
    expect(await screen.findByRole('heading', { level: 1, name: MOUSSE.label })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Me prévenir du retour' })).toBeNull();
  });
});
