import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAVIAR } from '../test/content-fixtures.ts';
import { renderContentApp } from '../test/render-content-app.tsx';

const CAVIAR_PATH = '/fr/principe-actif/1-extrait-de-caviar';

describe('active ingredient page', () => {
  it('shows the ingredient’s picture, name, catch line and text', async () => {
    await renderContentApp(CAVIAR_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: CAVIAR.label })).toBeTruthy();
    expect(screen.getByText(CAVIAR.accroche)).toBeTruthy();
    expect(screen.getByText('Il nourrit la peau comme la fibre capillaire.')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Extrait de caviar – Maison Orcaviar' });
    expect(image.getAttribute('src')).toBe('/media/visuel/21/640.jpg');
    expect(image.closest('picture')?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      '/media/visuel/21/480.webp 480w',
    );
    await waitFor(() => expect(document.title).toBe('Extrait de caviar – Maison Orcaviar'));
  });

  it('lists the online products containing it as cards linking to their pages', async () => {
    await renderContentApp(CAVIAR_PATH);
    const section = await screen.findByRole('region', { name: 'Les soins qui le contiennent' });
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(2));
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar',
      '/fr/cosmetique/5-serum-concentre-caviar-absolu',
    ]);
  });

  it('replaces a wrong or missing slug with the right one, without a new history entry', async () => {
    const { currentPath, location } = await renderContentApp('/fr/principe-actif/1-ancien-nom');
    await waitFor(() => expect(currentPath()).toBe(CAVIAR_PATH));
    expect(location.history).toHaveLength(1);
    const bare = await renderContentApp('/en/principe-actif/2');
    await waitFor(() => expect(bare.currentPath()).toBe('/en/principe-actif/2-poudre-de-nacre'));
  });

  it('sends an unknown ingredient to the error page with code 404 once the server has answered', async () => {
    const { currentPath } = await renderContentApp('/fr/principe-actif/999-inconnu');
    await waitFor(() => expect(currentPath()).toBe('/fr/erreur?code=404'));
    expect(await screen.findByText('Erreur 404')).toBeTruthy();
  });

  it('sends a parameter without an id to the error page', async () => {
    const { currentPath } = await renderContentApp('/fr/principe-actif/caviar');
    await waitFor(() => expect(currentPath()).toBe('/fr/erreur?code=404'));
  });
});
