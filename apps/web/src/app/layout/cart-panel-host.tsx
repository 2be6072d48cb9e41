import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { loadBasketActions } from '../../features/basket/lib/basket-actions-loader.ts';
import { getBasketState } from '../../features/basket/lib/basket-store.ts';
import { useLocale } from '../../lib/locale-context.tsx';
import { WINDOW_EVENTS } from '../../lib/storage-keys.ts';

/** The panel (and its dialogs) is a chunk of its own, fetched on first intent or first open. */
export const loadCartPanel = () => import('./cart-panel.tsx');
const CartPanel = lazy(loadCartPanel);

/** The panel never opens over the checkout (the path is relative to /:lang, or absolute). */
const isCheckoutPath = (path: string) => /^(\/\w{2,4})?\/checkout(\/|$)/u.test(path);

/**
 * Reads the basket at start (and again in another language, for its labels) and opens the cart
 * panel when asked through 'od:cart:open' (the header button, a successful add), except on the
 * checkout and when the basket is empty.
 */
export function CartPanelHost() {
  const locale = useLocale();
  const [path] = useLocation();
  const [isOpen, setOpen] = useState(false);
  const isCheckout = isCheckoutPath(path);

  useEffect(() => {
    let isMounted = true;
    void loadBasketActions().then(({ loadBasket }) => {
      if (isMounted) void loadBasket();
    });
    return () => {
      isMounted = false;
    };
  }, [locale]);

  useEffect(() => {
    const open = () => {
      if (isCheckout || getBasketState().count === 0) return;
      setOpen(true);
    };
    window.addEventListener(WINDOW_EVENTS.cartOpen, open);
    return () => window.removeEventListener(WINDOW_EVENTS.cartOpen, open);
  }, [isCheckout]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
