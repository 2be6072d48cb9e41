import type { HomeResponse, Produit } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE, CREME, GAMME_ABSOLU, makeDeclinaison, makeProduit, MOUSSE } from '../../../test/fixtures.ts';
import { renderApp, stubApi } from '../../../test/render-app.tsx';

/** Products 1 to 7 as the demo catalogue has them (names only matter here). */
const NAMES: Record<number, string> = {
  1: 'Mousse Nettoyante Perle de Caviar',
  2: 'Mousse Démaquillante Lumière de Caviar',
  3: 'Crème de Jour Caviar Absolu',
  4: 'Crème de Nuit Régénérante Caviar Absolu',
  5: 'Sérum Concentré Caviar Absolu',
  6: 'Shampooing Soin Caviar Capillaire',
  7: 'Masque Réparateur Caviar Capillaire',
};
const SEVEN: Produit[] = Object.entries(NAMES).map(([id, label]) =>
  makeProduit({
    id: Number(id),
    label,
    slug: '',
    gamme: Number(id) > 2 ? GAMME_ABSOLU : MOUSSE.gamme,
    declinaisons: [makeDeclinaison({ id: Number(id) * 10, produit_id: Number(id) })],
    default_declinaison_id: Number(id) * 10,
  }),
);
const zone = (produit_id: number, x: number) => ({ produit_id, x, y: 40, width: 12, height: 50 });
const ACCUEIL: HomeResponse = {
  code: 200,
  hero: { visuel_id: 42, zones: [zone(3, 5), zone(7, 22), zone(6, 40), zone(4, 58), zone(5, 80)] },
  video: { poster_visuel_id: 43, src: null },
  rituels: [
    { cle: 'mousses', produit_ids: [1, 2] },
    { cle: 'cremes', produit_ids: [3, 4] },
    { cle: 'serum', produit_ids: [5] },
    { cle: 'cheveux', produit_ids: [7, 6] },
  ],
};
const answers = { '/api/accueil': ACCUEIL };

describe('home page', () => {
  it('opens with the house’s heading', async () => {
    await renderApp('/fr/accueil', { answers });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Le caviar, à fleur de peau.');
  });

  it('draws the hero picture eagerly, first in line, its box reserved', async () => {
    const { container } = await renderApp('/fr/accueil', { answers, produits: SEVEN });
    const picture = await screen.findByRole('img', { name: /^Les soins de la Maison Orcaviar côte à côte/ });
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('loading')).not.toBe('lazy');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1920', '1080']);
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      '/media/visuel/42/1280.webp 1280w',
    );
  });

  it('makes each bottle of the hero a link named after its product, in the picture’s order', async () => {
    await renderApp('/fr/accueil', { answers, produits: SEVEN });
    const figure = await screen.findByRole('figure');
    const links = await within(figure).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([3, 7, 6, 4, 5].map((id) => NAMES[id]));
    expect(links[0]?.getAttribute('href')).toBe('/fr/cosmetique/3-creme-de-jour-caviar-absolu');
    expect(links.every((link) => link.tabIndex >= 0)).toBe(true);
    // Positioned from the zones through custom properties set by script (CSSOM), not rendered markup.
    expect(links[2]?.style.getPropertyValue('--zone-x')).toBe('40%');
  });

  it('opens the product a zone shows', async () => {
    const { currentPath } = await renderApp('/fr/accueil', { answers, produits: SEVEN });
    const figure = await screen.findByRole('figure');
    fireEvent.click(await within(figure).findByRole('link', { name: NAMES[6] }));
    expect(currentPath()).toBe('/fr/cosmetique/6-shampooing-soin-caviar-capillaire');
  });

  it('turns the zones into a row of named links when the picture is too small to tap them', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 300, height: 169 }),
    );
    await renderApp('/fr/accueil', { answers, produits: SEVEN });
    const row = await screen.findByRole('list', { name: 'Les soins de l’image' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([3, 7, 6, 4, 5].map((id) => NAMES[id]));
    expect(document.querySelectorAll('[data-produit]')).toHaveLength(0);
  });

  it('shows the four rituals with their products in order, each with an add-to-basket button', async () => {
    await renderApp('/fr/accueil', { answers, produits: SEVEN });
    const rituals = await screen.findByRole('region', { name: 'Un geste pour chaque moment' });
    const themes = within(rituals).getAllByRole('region');
    expect(themes.map((theme) => within(theme).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Les mousses',
      'Les crèmes',
      'Le sérum',
      'Les cheveux',
    ]);
    const ids = themes.map((theme) =>
      within(theme)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => Number(Object.entries(NAMES).find(([, name]) => name === heading.textContent)?.[0])),
    );
    expect(ids).toEqual([[1, 2], [3, 4], [5], [7, 6]]);
    for (const theme of themes) {
      expect(within(theme).getAllByRole('button', { name: /^Ajouter .* au panier$/ }).length).toBeGreaterThan(0);
    }
  });

  it('shows in each ritual the products staff chose, in their order', async () => {
    const rituels = [
      { cle: 'mousses' as const, produit_ids: [2] },
      { cle: 'cremes' as const, produit_ids: [4, 3, 5] },
      { cle: 'serum' as const, produit_ids: [] },
      { cle: 'cheveux' as const, produit_ids: [6] },
    ];
    await renderApp('/fr/accueil', { answers: { '/api/accueil': { ...ACCUEIL, rituels } }, produits: SEVEN });
    const rituals = await screen.findByRole('region', { name: 'Un geste pour chaque moment' });
    await waitFor(() => expect(within(rituals).getAllByRole('heading', { level: 4 })[0]?.textContent).toBe(NAMES[2]));
    const themes = within(rituals).getAllByRole('region');
    expect(themes.map((theme) => within(theme).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Les mousses',
      'Les crèmes',
      'Les cheveux',
    ]);
    expect(
      themes.map((theme) =>
        within(theme)
          .getAllByRole('heading', { level: 4 })
          .map((heading) => heading.textContent),
      ),
    ).toEqual([[NAMES[2]], [NAMES[4], NAMES[3], NAMES[5]], [NAMES[6]]]);
  });

  it('lists the online products range by range, each range a row with its own buttons', async () => {
    await renderApp('/fr/accueil', { answers });
    const collection = await screen.findByRole('region', { name: 'La collection' });
    const ranges = await within(collection).findAllByRole('heading', { level: 3 });
    expect(ranges.map((heading) => heading.textContent)).toEqual(['Caviar Essentiel', 'Caviar Absolu']);
    const rows = within(collection).getAllByRole('region', { name: /^Soins de la gamme/ });
    expect(rows.map((row) => within(row).getAllByRole('group').length)).toEqual([1, 2]);
    expect(within(collection).getByRole('button', { name: 'Soins suivants de la gamme Caviar Absolu' })).toBeTruthy();
    expect(within(collection).queryByText('Produit Retiré')).toBeNull();
  });

  it('paints the list stored in this tab first, then the server’s', async () => {
    window.sessionStorage.setItem('od_produits', JSON.stringify({ fr: [MOUSSE] }));
    const { fetchMock } = await renderApp('/fr/accueil', { produits: CATALOGUE, answers });
    const collection = await screen.findByRole('region', { name: 'La collection' });
    expect(await within(collection).findByRole('link', { name: MOUSSE.label })).toBeTruthy();
    expect(await within(collection).findByRole('link', { name: CREME.label })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
    const stored = JSON.parse(window.sessionStorage.getItem('od_produits') ?? '{}') as { fr: { id: number }[] };
    expect(stored.fr.map(({ id }) => id)).toEqual([3, 1, 5]);
  });

  it('says when the list cannot be loaded and loads it on retry', async () => {
    await renderApp('/fr/accueil', { status: 503, answers });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.getByRole('alert').textContent).toContain('La collection n’a pas pu être chargée.');
    stubApi({ answers });
    fireEvent.click(retry);
    const collection = await screen.findByRole('region', { name: 'La collection' });
    await waitFor(() => expect(within(collection).getAllByRole('article')).toHaveLength(3));
  });

  it('invites partners to the contact page on the partnership subject', async () => {
    await renderApp('/fr/accueil', { answers });
    const link = await screen.findByRole('link', { name: 'Devenir partenaire' });
    expect(link.getAttribute('href')).toBe('/fr/contact?subject=partenaire');
  });

  it('opens with its words alone when no hero picture is configured', async () => {
    await renderApp('/fr/accueil', {
      answers: { '/api/accueil': { ...ACCUEIL, hero: { visuel_id: null, zones: [] } } },
    });
    await screen.findByRole('region', { name: 'Un geste pour chaque moment' });
    await waitFor(() => expect(screen.queryByRole('figure')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
