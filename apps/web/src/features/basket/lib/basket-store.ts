import { countItems, type Basket, type LocalBasket } from '@boutique/domain';
import { readString, writeJson, writeString } from '../../../lib/browser-storage.ts';
import { LOCAL_KEYS, WINDOW_EVENTS } from '../../../lib/storage-keys.ts';
import { loadBasketActions } from './basket-actions-loader.ts';
import { readLocalBasket } from './local-basket.ts';

/**
 * The basket's browser state, in one small external store read through useSyncExternalStore.
 * Why not the TanStack Query cache: the basket is client state first (an id made here, contents
 * kept in local storage and shared with other tabs, optimistic changes, a newer update aborting
 * the pending one, rollbacks); the server's answer only replaces it. A store of ~100 lines says
 * that plainly, costs no mutation machinery on the home route, and the header badge, the cards,
 * the product page and the panel all read the same snapshot. This module is the part the first
 * screen needs (state, badge, cross-tab sync); the calls live in basket-actions.ts, a chunk of
 * their own, reached through basket-actions-loader.ts.
 */
export interface BasketState {
  /** Basket hash (od_cart_id), null until something needs it. */
  id: string | null;
  /** Local contents (od_cart_items), variant id → { declinaison_id, qtt }. */
  items: LocalBasket;
  /** Items in the basket: the badge's number. */
  count: number;
  /** The priced cart view of the last server answer. */
  panier: Basket | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** A refused removal's message, shown to the shopper; null when there is nothing to say. */
  notice: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

function readStoredId(): string | null {
  const id = readString('local', LOCAL_KEYS.cartId);
  return id !== null && UUID.test(id) ? id : null;
}

function readStoredState(): BasketState {
  const items = readLocalBasket();
  return { id: readStoredId(), items, count: countItems(items), panier: null, status: 'idle', notice: null };
}

let state: BasketState = readStoredState();
const listeners = new Set<() => void>();

/** Changes the state and tells every reader. */
export function setBasketState(patch: Partial<BasketState>): void {
  state = { ...state, ...patch };
  if (patch.items) state.count = countItems(patch.items);
  for (const listener of listeners) listener();
}

export const getBasketState = (): BasketState => state;

const NO_BASKET: BasketState = { id: null, items: {}, count: 0, panier: null, status: 'idle', notice: null };

/**
 * What the server renders and the browser hydrates with: no basket (it lives in this browser's
 * storage); the stored one shows in the render right after.
 */
export const getServerBasketState = (): BasketState => NO_BASKET;

/** Re-reads local storage after another tab (storage) or other code (od:cart:change) changed it. */
function syncFromStorage(): void {
  const id = readStoredId();
  const items = readLocalBasket();
  if (id === state.id && JSON.stringify(items) === JSON.stringify(state.items)) return;
  const isSameBasket = id === state.id;
  setBasketState({ id, items, ...(isSameBasket ? {} : { panier: null, status: 'idle' as const }) });
  // The priced view is now older than the contents: ask again if it had been read.
  if (listeners.size > 0 && state.panier) void loadBasketActions().then(({ loadBasket }) => loadBasket());
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === LOCAL_KEYS.cartItems || event.key === LOCAL_KEYS.cartId) syncFromStorage();
};

export function subscribeBasket(listener: () => void): () => void {
  if (listeners.size === 0) {
    syncFromStorage();
    window.addEventListener('storage', onStorage);
    window.addEventListener(WINDOW_EVENTS.cartChange, syncFromStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(WINDOW_EVENTS.cartChange, syncFromStorage);
  };
}

export function writeItems(items: LocalBasket): void {
  writeJson('local', LOCAL_KEYS.cartItems, items);
  setBasketState({ items });
  window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.cartChange));
}

export function writeId(id: string): void {
  writeString('local', LOCAL_KEYS.cartId, id);
  setBasketState({ id });
}

/** Forgets everything held in memory (tests start each case from local storage alone). */
export function resetBasketStoreForTests(): void {
  state = readStoredState();
}
