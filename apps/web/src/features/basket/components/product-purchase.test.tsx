import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASKET_ID, CATALOGUE, makeBasketServer, MOUSSE, storeLocalBasket } from '../../../test/fixtures.ts';
import { renderInApp, stubApi } from '../../../test/render-app.tsx';
import { ProductPurchase } from './product-purchase.tsx';

const [FLACON, RECHARGE] = MOUSSE.declinaisons as [(typeof MOUSSE.declinaisons)[0], (typeof MOUSSE.declinaisons)[0]];

/** Renders the purchase block over a stand-in basket server; returns the quantities it was sent. */
async function renderPurchase(declinaison: typeof FLACON, inBasket: Record<number, number> = {}) {
  const server = makeBasketServer(CATALOGUE);
  server.seed(BASKET_ID, inBasket);
  storeLocalBasket(inBasket);
  const sent: number[] = [];
  stubApi({
    basketServer: {
      handle: (url, init) => {
        if (init?.method === 'POST') sent.push((JSON.parse(String(init.body)) as { qtt: number }).qtt);
        return server.handle(url, init);
      },
    },
  });
  await renderInApp(<ProductPurchase declinaison={declinaison} />, { path: '/fr/cosmetique/1' });
  return sent;
}

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('product purchase', () => {
  it('offers 1 up to the stock left beyond the basket in a plain list under ten options', async () => {
    await renderPurchase(RECHARGE, { [RECHARGE.id]: 1 });
    const select = screen.getByRole('combobox', { name: 'Quantité' });
    expect(select.tagName).toBe('SELECT');
    expect(optionValues(select)).toEqual(['1', '2']);
    expect(screen.getByText('Déjà 1 exemplaire dans votre panier')).toBeTruthy();
  });

  it('offers a bounded number field from ten options on', async () => {
    await renderPurchase(FLACON);
    const field = screen.getByRole('spinbutton', { name: 'Quantité' }) as HTMLInputElement;
    expect([field.min, field.max]).toEqual(['1', '64']);
    fireEvent.change(field, { target: { value: '80' } });
    fireEvent.blur(field);
    expect(field.value).toBe('64');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1');
  });

  it('adds the chosen quantity, then comes back to 1', async () => {
    const sent = await renderPurchase(RECHARGE);
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantité' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(sent).toEqual([2]));
    await waitFor(() => expect(screen.getByText('Déjà 2 exemplaires dans votre panier')).toBeTruthy());
    const select = screen.getByRole('combobox', { name: 'Quantité' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect(optionValues(select)).toEqual(['1']);
  });

  it('shows the stock for the quantity the basket would hold, and no selector once it is all there', async () => {
    await renderPurchase(RECHARGE, { [RECHARGE.id]: 3 });
    expect(screen.getByText('Stock limité à 3 exemplaires')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Quantité' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sets a total quantity by adding the difference', async () => {
    const sent = await renderPurchase(FLACON, { [FLACON.id]: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Quantité totale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quantité totale' });
    const field = within(dialog).getByRole('spinbutton') as HTMLInputElement;
    expect(field.value).toBe('2');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(sent).toEqual([3]));
    await waitFor(() => expect(screen.getByText('Déjà 5 exemplaires dans votre panier')).toBeTruthy());
  });

  it('disables the button of a sold-out variant, says "Indisponible" and points at the reason', async () => {
    await renderPurchase({ ...FLACON, stock: { total: 0 }, reassort: null });
    const button = screen.getByRole('button', { name: 'Indisponible' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('En rupture de stock');
  });

  it('disables the button of a variant without stock information or waiting for a restock', async () => {
    await renderPurchase({ ...FLACON, stock: null, reassort: null });
    const untracked = screen.getByRole('button', { name: 'Indisponible' }) as HTMLButtonElement;
    expect(untracked.disabled).toBe(true);
    expect(document.getElementById(untracked.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Aucune info de stock',
    );
    cleanup();
    await renderPurchase({ ...FLACON, stock: { total: 0 }, reassort: { date: '2026-12-15', mouvement: 20 } });
    const restocked = screen.getByRole('button', { name: 'Indisponible' }) as HTMLButtonElement;
    expect(restocked.disabled).toBe(true);
    expect(document.getElementById(restocked.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'En stock le 15 décembre 2026',
    );
  });

  it('keeps the button pressable, with no reason attached, while stock is left', async () => {
    await renderPurchase(FLACON);
    const button = screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });
});
