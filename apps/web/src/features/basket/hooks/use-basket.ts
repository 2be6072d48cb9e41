import { useSyncExternalStore } from 'react';
import { getBasketState, getServerBasketState, subscribeBasket, type BasketState } from '../lib/basket-store.ts';

/** The basket's state; the component re-renders when it changes (in this tab or another). */
export function useBasket(): BasketState {
  return useSyncExternalStore(subscribeBasket, getBasketState, getServerBasketState);
}

/** How many units of a variant the basket holds. */
export function useQuantityInBasket(declinaisonId: number): number {
  return useBasket().items[declinaisonId]?.qtt ?? 0;
}
