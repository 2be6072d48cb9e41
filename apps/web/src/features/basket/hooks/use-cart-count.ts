import { countItems } from '@boutique/domain';
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, WINDOW_EVENTS } from '../../../lib/storage-keys.ts';
import { readLocalBasket } from '../local-basket.ts';

/** Re-reads the count when another tab changes the basket (storage) or this tab does (od:cart:change). */
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_KEYS.cartItems) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(WINDOW_EVENTS.cartChange, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(WINDOW_EVENTS.cartChange, onChange);
  };
}

const readCount = () => countItems(readLocalBasket());

/** How many items the local basket holds: the header badge's number. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
