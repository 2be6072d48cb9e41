import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

const storeBasket = (lines: Record<string, { declinaison_id: number; qtt: number }>) =>
  window.localStorage.setItem('od_cart_items', JSON.stringify(lines));

describe('cart button', () => {
  it('counts every item of the local basket on its badge', async () => {
    storeBasket({ '1': { declinaison_id: 1, qtt: 2 }, '5': { declinaison_id: 5, qtt: 1 } });
    await renderApp('/fr/accueil');
    const button = screen.getByRole('button', { name: 'Panier, 3 articles' });
    expect(button.textContent).toBe('3');
  });

  it('hides the badge of an empty basket', async () => {
    await renderApp('/fr/accueil');
    const button = screen.getByRole('button', { name: /^Panier/u });
    expect(button.getAttribute('aria-label')).toBe('Panier, 0 article');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('ignores a basket it cannot read', async () => {
    window.localStorage.setItem('od_cart_items', '{pas du json');
    await renderApp('/fr/accueil');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('follows changes announced by this tab', async () => {
    await renderApp('/fr/accueil');
    act(() => {
      storeBasket({ '2': { declinaison_id: 2, qtt: 4 } });
      window.dispatchEvent(new CustomEvent('od:cart:change'));
    });
    expect(screen.getByTestId('cart-badge').textContent).toBe('4');
  });

  it('counts an add made on the page at once', async () => {
    await renderApp('/fr/accueil');
    const [add] = await screen.findAllByRole('button', { name: /^Ajouter Mousse Nettoyante/u });
    fireEvent.click(add!);
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('1'));
    expect(screen.getByRole('button', { name: 'Panier, 1 article' })).toBeTruthy();
  });

  it('asks for the cart panel when pressed', async () => {
    await renderApp('/fr/accueil');
    const listener = vi.fn();
    window.addEventListener('od:cart:open', listener);
    act(() => screen.getByRole('button', { name: /^Panier/u }).click());
    window.removeEventListener('od:cart:open', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
