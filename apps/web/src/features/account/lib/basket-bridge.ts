import { createContext, useContext } from 'react';
import { readString } from '../../../lib/browser-storage.ts';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';

/**
 * What signing in and out does to the basket, handed in by the app (features do not import each
 * other): load the basket the server answered, and start a fresh one at sign-out.
 */
export interface BasketBridge {
  loadByHash: (hash: string) => unknown;
  reset: () => unknown;
}

const BasketBridgeContext = createContext<BasketBridge | null>(null);

export const BasketBridgeProvider = BasketBridgeContext.Provider;

export function useBasketBridge(): BasketBridge {
  const bridge = useContext(BasketBridgeContext);
  if (!bridge) throw new Error('The sign pages need a BasketBridgeProvider (see app/pages/sign-route.tsx).');
  return bridge;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** The anonymous basket to carry into the account (od_cart_id), when this browser holds one. */
export function readBasketHash(): string | undefined {
  const id = readString('local', LOCAL_KEYS.cartId);
  return id !== null && UUID.test(id) ? id.toLowerCase() : undefined;
}

/** A sign-in request carrying the anonymous basket (`panier`), when this browser holds one. */
export function withBasket<T extends object>(input: T): T & { panier?: string } {
  const panier = readBasketHash();
  return panier ? { ...input, panier } : input;
}
