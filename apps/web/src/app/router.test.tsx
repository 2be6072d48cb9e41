import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('routes', () => {
  it('replaces the bare root with the French home when the browser speaks no shop language', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'it']);
    const { currentPath, location } = await renderApp('/');
    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
    expect(location.history).toEqual(['/fr/accueil']);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('sends the bare root to the browser’s first shop language', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'de-AT', 'en']);
    const { currentPath } = await renderApp('/');
    await waitFor(() => expect(currentPath()).toBe('/de/accueil'));
  });

  it('sends the bare root to the language chosen earlier, over the browser’s', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    window.localStorage.setItem('od_language', 'es');
    const { currentPath } = await renderApp('/');
    await waitFor(() => expect(currentPath()).toBe('/es/accueil'));
  });

  it('sends a bare language to its home', async () => {
    const { currentPath } = await renderApp('/en');
    await waitFor(() => expect(currentPath()).toBe('/en/accueil'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('sends an unsupported language to the French home', async () => {
    const { currentPath } = await renderApp('/xx/accueil');
    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
  });

  it('sends a first segment that is no language at all to the French home', async () => {
    const { currentPath } = await renderApp('/une-page-inconnue');
    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
  });

  it('sends an unknown path inside a language to that language’s error page, which says 404', async () => {
    const { currentPath } = await renderApp('/de/nirgendwo');
    await waitFor(() => expect(currentPath()).toBe('/de/erreur'));
    expect(await screen.findByText('Fehler 404')).toBeTruthy();
  });

  it('redirects the product list route to the home page', async () => {
    const { currentPath } = await renderApp('/fr/produits');
    await waitFor(() => expect(currentPath()).toBe('/fr/accueil'));
  });

  it('shows the code given to the error page and a way home', async () => {
    await renderApp('/fr/erreur?code=400');
    expect(await screen.findByText('Erreur 400')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page ne vous est pas accessible.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/fr/accueil');
    await waitFor(() => expect(document.title).toBe('Erreur 400 – Maison Orcaviar'));
  });

  it('sets the page language and title on the home page', async () => {
    await renderApp('/fr/accueil');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    await waitFor(() => expect(document.title).toBe('Soins au caviar – Maison Orcaviar'));
  });
});
