import { formatEuros } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CREME, MOUSSE, readablePrice, SERUM } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const MOUSSE_PATH = '/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar';

describe('product page', () => {
  it('shows the product’s name as the page heading, its range, catch line and visible tags only', async () => {
    await renderApp(MOUSSE_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: MOUSSE.label })).toBeTruthy();
    expect(screen.getByText('Caviar Essentiel')).toBeTruthy();
    expect(screen.getByText(MOUSSE.accroche)).toBeTruthy();
    const tags = screen.getByRole('list', { name: 'Atouts' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sans parfum']);
    await waitFor(() => expect(document.title).toBe(`${MOUSSE.label} – Maison Orcaviar`));
  });

  it('preselects the default variant with its price, initial price, stock and delivery lead', async () => {
    await renderApp(MOUSSE_PATH);
    const flacon = await screen.findByRole('radio', { name: 'Flacon 150 ml' });
    expect((flacon as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(readablePrice(formatEuros(4900)))).toBeTruthy();
    const struck = document.querySelector('main s');
    expect(readablePrice(struck?.textContent ?? '')).toBe(`Prix initial : ${readablePrice(formatEuros(5500))}`);
    expect(screen.getByText('64 en stock')).toBeTruthy();
    expect(screen.getByText('2 à 4 jours')).toBeTruthy();
  });

  it('updates price, stock and delivery lead when another variant is chosen', async () => {
    await renderApp(MOUSSE_PATH);
    fireEvent.click(await screen.findByRole('radio', { name: 'Recharge 150 ml' }));
    expect((screen.getByRole('radio', { name: 'Recharge 150 ml' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(readablePrice(formatEuros(3900)))).toBeTruthy();
    expect(screen.queryByText(readablePrice(formatEuros(4900)))).toBeNull();
    expect(document.querySelector('main s')).toBeNull();
    expect(screen.getByText('3 en stock')).toBeTruthy();
    expect(screen.getByText('Immédiat')).toBeTruthy();
  });

  it('dates the delivery from the restock beside a restock date, and disables the add button', async () => {
    await renderApp('/fr/cosmetique/3-creme-de-jour-caviar-absolu');
    await screen.findByRole('heading', { level: 1, name: CREME.label });
    expect(screen.getByText('En stock le 15 décembre 2026')).toBeTruthy();
    expect(screen.getByText('Expédié à partir du 15 décembre 2026')).toBeTruthy();
    expect(screen.queryByText(/Aucun délai/u)).toBeNull();
    expect((screen.getByRole('button', { name: 'Indisponible' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('promises no delivery for a variant whose stock is unknown', async () => {
    await renderApp('/fr/cosmetique/5-serum-concentre-caviar-absolu');
    await screen.findByRole('heading', { level: 1, name: SERUM.label });
    expect(screen.getByText('Aucune info de stock')).toBeTruthy();
    expect(screen.queryByText('Délai de livraison :')).toBeNull();
    expect(screen.queryByText(/Aucun délai/u)).toBeNull();
    expect((screen.getByRole('button', { name: 'Indisponible' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('replaces a missing slug with the right one', async () => {
    const { currentPath, location } = await renderApp('/fr/cosmetique/3');
    await waitFor(() => expect(currentPath()).toBe('/fr/cosmetique/3-creme-de-jour-caviar-absolu'));
    expect(location.history).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: CREME.label })).toBeTruthy();
  });

  it('replaces a wrong slug with the right one', async () => {
    const { currentPath } = await renderApp('/fr/cosmetique/1-ancien-nom');
    await waitFor(() => expect(currentPath()).toBe(MOUSSE_PATH));
  });

  it('sends an unknown product to the error page with code 404 once the server has answered', async () => {
    const { currentPath } = await renderApp('/fr/cosmetique/999-inconnu');
    await waitFor(() => expect(currentPath()).toBe('/fr/erreur?code=404'));
    expect(await screen.findByText('Erreur 404')).toBeTruthy();
  });

  it('treats an offline product as unknown', async () => {
    const { currentPath } = await renderApp('/fr/cosmetique/8-produit-retire', { produits: CATALOGUE });
    await waitFor(() => expect(currentPath()).toBe('/fr/erreur?code=404'));
  });

  it('sends a parameter without an id to the error page', async () => {
    const { currentPath } = await renderApp('/fr/cosmetique/sans-identifiant');
    await waitFor(() => expect(currentPath()).toBe('/fr/erreur?code=404'));
  });

  it('offers to try again when the catalogue cannot be loaded', async () => {
    await renderApp(MOUSSE_PATH, { status: 503 });
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
