import { useBasket } from './use-basket.ts';

/** How many items the basket holds: the header badge's number, live. */
export function useCartCount(): number {
  return useBasket().count;
}
