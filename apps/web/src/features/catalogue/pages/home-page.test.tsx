import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CREME, MOUSSE } from '../../../test/fixtures.ts';
import { renderApp, stubApi } from '../../../test/render-app.tsx';

describe('home page', () => {
  it('opens with the house’s heading', async () => {
    await renderApp('/fr/accueil');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Le caviar, à fleur de peau.');
  });

  it('lists the online products grouped by range, ranges in their order', async () => {
    await renderApp('/fr/accueil');
    const collection = screen.getByRole('region', { name: 'La collection' });
    const ranges = await within(collection).findAllByRole('heading', { level: 2 });
    expect(ranges.map((heading) => heading.textContent)).toEqual(['Caviar Essentiel', 'Caviar Absolu']);
    const names = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(names).toEqual([MOUSSE.label, CREME.label, 'Sérum Concentré Caviar Absolu']);
    expect(screen.queryByText('Produit Retiré')).toBeNull();
  });

  it('paints the list stored in this tab first, then the server’s', async () => {
    window.sessionStorage.setItem('od_produits', JSON.stringify({ fr: [MOUSSE] }));
    const { fetchMock } = await renderApp('/fr/accueil', { produits: CATALOGUE });
    expect(await screen.findByRole('link', { name: MOUSSE.label })).toBeTruthy();
    expect(await screen.findByRole('link', { name: CREME.label })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
    const stored = JSON.parse(window.sessionStorage.getItem('od_produits') ?? '{}') as { fr: { id: number }[] };
    expect(stored.fr.map(({ id }) => id)).toEqual([3, 1, 5]);
  });

  it('shows placeholders while the first list loads', async () => {
    await renderApp('/fr/accueil');
    expect(screen.getByRole('status').textContent).toBe('Chargement des soins…');
    await screen.findAllByRole('article');
    expect(screen.queryByText('Chargement des soins…')).toBeNull();
  });

  it('says when the list cannot be loaded and loads it on retry', async () => {
    await renderApp('/fr/accueil', { status: 503 });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.getByRole('alert').textContent).toContain('La collection n’a pas pu être chargée.');
    stubApi();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('asks the texts in the page’s language and files the list under it', async () => {
    window.localStorage.setItem('od_language', 'en');
    await renderApp('/fr/accueil');
    await screen.findAllByRole('article');
    expect(Object.keys(JSON.parse(window.sessionStorage.getItem('od_produits') ?? '{}'))).toEqual(['fr']);
  });
});
