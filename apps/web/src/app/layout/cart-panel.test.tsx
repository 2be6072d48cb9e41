import { formatEuros } from '@boutique/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BASKET_ID,
  CREME,
  CREME_ASSOCIEE,
  jsonResponse,
  makeBasketServer,
  MOUSSE,
  OFFLINE,
  readablePrice,
  SERUM,
  storeLocalBasket,
} from '../../test/fixtures.ts';
import { renderApp, renderInApp, stubApi } from '../../test/render-app.tsx';
import { CartPanelHost } from './cart-panel-host.tsx';

const FLACON = 1;
const RECHARGE = 2;
const POT = 5;
const CATALOGUE_WITH_ASSOCIATES = [CREME_ASSOCIEE, MOUSSE, SERUM];

/** A basket an earlier visit left, both in this browser and on the server. */
function seedBasket(items: Record<number, number>, produits = CATALOGUE_WITH_ASSOCIATES) {
  const basketServer = makeBasketServer(produits);
  basketServer.seed(BASKET_ID, items);
  storeLocalBasket(items);
  return basketServer;
}

const openPanel = () => act(() => void window.dispatchEvent(new CustomEvent('od:cart:open')));
const findPanel = () => screen.findByRole('dialog', { name: /^Votre panier/u });
const price = (cents: number) => readablePrice(formatEuros(cents));

describe('cart panel', () => {
  it('opens from the header button with each line, its prices and the subtotal', async () => {
    const basketServer = seedBasket({ [FLACON]: 2, [POT]: 1 });
    await renderApp('/fr/accueil', { produits: CATALOGUE_WITH_ASSOCIATES, basketServer });
    fireEvent.click(screen.getByRole('button', { name: /^Panier, 3 articles/u }));
    const panel = await findPanel();
    expect(panel.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Votre panier 3 articles');
    const lines = await within(panel).findAllByRole('listitem');
    const mousse = lines.find((line) => line.textContent?.includes(MOUSSE.label));
    expect(mousse).toBeTruthy();
    const mousseLine = within(mousse!);
    expect(mousseLine.getByRole('link', { name: MOUSSE.label }).getAttribute('href')).toBe(
      '/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar',
    );
    expect(mousseLine.getByText('Flacon · 150 ml')).toBeTruthy();
    expect(mousseLine.getByText(`2 × ${price(4900)}`)).toBeTruthy();
    expect(mousseLine.getByText(price(9800))).toBeTruthy();
    expect(readablePrice(mousse!.querySelector('s')?.textContent ?? '')).toBe(`Prix initial : ${price(11000)}`);
    expect(mousse!.querySelector('source')?.getAttribute('srcset')).toBe('/media/declinaison/1/160.webp');
    expect(mousse!.querySelector('img')?.getAttribute('src')).toBe('/media/declinaison/1/160.jpg');
    expect(readablePrice(within(panel).getByTestId('cart-subtotal').textContent ?? '')).toBe(price(9800 + 14500));
    expect(within(panel).getByRole('link', { name: 'Finaliser ma commande' }).getAttribute('href')).toBe(
      '/fr/checkout',
    );
    expect(within(panel).getAllByRole('button', { name: 'Continuer mes achats' })).toHaveLength(1);
  });

  it('shows the unit’s lowest price of the 30 days before a reduction under a reduced line', async () => {
    const mousse = {
      ...MOUSSE,
      declinaisons: MOUSSE.declinaisons.map((variant) =>
        variant.id === FLACON ? { ...variant, prix_anterieur_ht: 4333, prix_anterieur_ttc: 5200 } : variant,
      ),
    };
    const produits = [CREME_ASSOCIEE, mousse, SERUM];
    const basketServer = seedBasket({ [FLACON]: 2, [POT]: 1 }, produits);
    await renderApp('/fr/accueil', { produits, basketServer });
    openPanel();
    const lines = await within(await findPanel()).findAllByRole('listitem');
    const mousseLine = lines.find((line) => line.textContent?.includes(MOUSSE.label))!;
    expect(within(mousseLine).getByText(`Prix le plus bas des 30 derniers jours : ${price(5200)}`)).toBeTruthy();
    const creme = lines.find((line) => line.textContent?.includes(CREME_ASSOCIEE.label))!;
    expect(creme.textContent).not.toMatch(/30 derniers jours/u);
  });

  it('stays shut while the basket is empty', async () => {
    await renderApp('/fr/accueil');
    fireEvent.click(screen.getByRole('button', { name: /^Panier/u }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays shut on the checkout', async () => {
    stubApi({ basketServer: seedBasket({ [FLACON]: 1 }) });
    await renderInApp(<CartPanelHost />, { path: '/fr/checkout' });
    openPanel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens after an add from a home card, whose button then leads to the checkout', async () => {
    await renderApp('/fr/accueil', { produits: CATALOGUE_WITH_ASSOCIATES });
    // The home page shows the product twice (its ritual, then its range): both buttons add it.
    const [add] = await screen.findAllByRole('button', { name: `Ajouter ${MOUSSE.label} au panier` });
    fireEvent.click(add!);
    const panel = await findPanel();
    expect(await within(panel).findByText(MOUSSE.label)).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('1');
    const [inBasket] = screen.getAllByRole('link', {
      name: `${MOUSSE.label} est dans le panier : finaliser ma commande`,
    });
    expect(inBasket?.textContent).toBe('Dans le panier');
    expect(inBasket?.getAttribute('href')).toBe('/fr/checkout');
  });

  it('shows two placeholder lines while the basket loads', async () => {
    storeLocalBasket({ [FLACON]: 1 });
    const pending = { handle: (url: string) => (url.includes('/paniers/') ? new Promise<Response>(() => {}) : null) };
    await renderApp('/fr/accueil', { basketServer: pending });
    openPanel();
    const panel = await findPanel();
    expect(within(panel).getAllByTestId('cart-line-placeholder')).toHaveLength(2);
    expect(within(panel).getByText('Chargement du panier…')).toBeTruthy();
  });

  it('changes quantities with the stepper and stops adding at the stock', async () => {
    const basketServer = seedBasket({ [RECHARGE]: 2 }, [MOUSSE]);
    await renderApp('/fr/accueil', { produits: [MOUSSE], basketServer });
    openPanel();
    const panel = await findPanel();
    const add = await within(panel).findByRole('button', { name: /^Ajouter un exemplaire de Mousse/u });
    fireEvent.click(add);
    await waitFor(() => expect(within(panel).getByText(`3 × ${price(3900)}`)).toBeTruthy());
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel).getByText('Quantité maximale atteinte')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: /^Retirer un exemplaire de Mousse/u }));
    await waitFor(() => expect(within(panel).getByText(`2 × ${price(3900)}`)).toBeTruthy());
    expect(screen.getByTestId('cart-badge').textContent).toBe('2');
  });

  it('flags a line the stock no longer covers and offers only its removal', async () => {
    const basketServer = seedBasket({ [POT]: 1 }, [CREME]);
    await renderApp('/fr/accueil', { produits: [CREME], basketServer });
    openPanel();
    const panel = await findPanel();
    expect(await within(panel).findByText('En rupture de stock')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /^Ajouter un exemplaire/u })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Retirer un exemplaire/u })).toBeNull();
    expect(within(panel).getByRole('button', { name: /^Retirer Crème de Jour .* du panier$/u })).toBeTruthy();
  });

  it('asks before taking the last unit away, and keeps it when the shopper declines', async () => {
    const basketServer = seedBasket({ [FLACON]: 1 });
    await renderApp('/fr/accueil', { produits: CATALOGUE_WITH_ASSOCIATES, basketServer });
    openPanel();
    const panel = await findPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: /^Retirer un exemplaire de Mousse/u }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer' });
    expect(within(confirm).getByText('Retirer cet article du panier ?')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Annuler');
    fireEvent.keyDown(confirm, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Retirer' })).toBeNull());
    expect(screen.getByRole('dialog', { name: /^Votre panier/u })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('1');

    fireEvent.click(within(panel).getByRole('button', { name: /^Retirer un exemplaire de Mousse/u }));
    const again = await screen.findByRole('dialog', { name: 'Retirer' });
    fireEvent.click(within(again).getByRole('button', { name: 'Retirer' }));
    expect(await within(panel).findByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('offers one product to discover, online and in stock, once the basket is empty', async () => {
    // The cream is out of stock, the serum's stock untracked, one product offline: only the mousse fits.
    const offline = { ...OFFLINE, declinaisons: [{ ...OFFLINE.declinaisons[0]!, id: 99, produit_id: OFFLINE.id }] };
    const catalogue = [CREME, MOUSSE, offline, SERUM];
    const basketServer = seedBasket({ [FLACON]: 1 }, catalogue);
    await renderApp('/fr/accueil', { produits: catalogue, basketServer });
    openPanel();
    const panel = await findPanel();
    expect(within(panel).queryByRole('region', { name: 'À découvrir' })).toBeNull();
    fireEvent.click(await within(panel).findByRole('button', { name: /^Retirer un exemplaire de Mousse/u }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Retirer' })).getByRole('button', { name: 'Retirer' }),
    );
    expect(await within(panel).findByText('Votre panier est vide.')).toBeTruthy();

    const discovery = await within(panel).findByRole('region', { name: 'À découvrir' });
    expect(within(discovery).getAllByRole('listitem')).toHaveLength(1);
    expect(within(discovery).getByRole('link', { name: MOUSSE.label }).getAttribute('href')).toBe(
      '/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar',
    );
    fireEvent.click(within(discovery).getByRole('button', { name: new RegExp(`^Ajouter ${MOUSSE.label}`, 'u') }));
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('1'));
  });

  it('shows a refused removal in an alert', async () => {
    const basketServer = seedBasket({ [FLACON]: 2 });
    const refusing = {
      handle: (url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? jsonResponse({ code: 400, message: 'Quantité invalide.', errors: {} }, 400)
          : basketServer.handle(url, init),
    };
    await renderApp('/fr/accueil', { produits: CATALOGUE_WITH_ASSOCIATES, basketServer: refusing });
    openPanel();
    const panel = await findPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: /^Retirer un exemplaire de Mousse/u }));
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe('Quantité invalide.'));
  });

  it('suggests the products associated with the basket’s and adds one', async () => {
    const basketServer = seedBasket({ [POT]: 1 });
    await renderApp('/fr/accueil', { produits: CATALOGUE_WITH_ASSOCIATES, basketServer });
    openPanel();
    const panel = await findPanel();
    const suggestions = await within(panel).findByRole('region', { name: 'Vous aimerez aussi' });
    // The serum's stock is not tracked, so it cannot be bought: only the mousse is offered.
    expect(within(suggestions).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(suggestions).getByRole('button', { name: `Ajouter ${MOUSSE.label} au panier` }));
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('2'));
    await waitFor(() => expect(within(panel).queryByRole('region', { name: 'Vous aimerez aussi' })).toBeNull());
  });
});
