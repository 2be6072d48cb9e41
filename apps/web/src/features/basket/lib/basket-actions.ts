import type { Basket, BasketUpdateResult, LocalBasket } from '@boutique/domain';
import { track } from '../../../lib/analytics/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { WINDOW_EVENTS } from '../../../lib/storage-keys.ts';
import { fetchBasket } from '../api/get-basket.ts';
import { postQuantity, readRefusal } from '../api/update-quantity.ts';
import { getBasketState, setBasketState as setState, writeId, writeItems } from './basket-store.ts';

/**
 * What changes the basket: reading it from the server, adding and removing, resetting, loading
 * by hash. Kept out of the first screen's chunk (basket-actions-loader.ts fetches it at start).
 */

/** The pending call (load or update): a newer one aborts it, so an old answer never overwrites a new one. */
let pending: AbortController | null = null;
/**
 * Whether the pending call changes the basket. Aborting only stops the browser from reading the
 * answer: the server may still apply the change. A load started then could read the basket from
 * before it and overwrite the newer state, so loads give way to updates (whose answer carries the
 * whole basket anyway).
 */
let isUpdatePending = false;

/** crypto.randomUUID needs a secure context; a shop opened over plain http on a LAN still gets a v4 UUID. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function requireId(): string {
  const current = getBasketState().id;
  if (current) return current;
  const id = randomUuid();
  writeId(id);
  return id;
}

const withQuantity = (items: LocalBasket, declinaisonId: number, qtt: number): LocalBasket => {
  const next = { ...items };
  if (qtt > 0) next[declinaisonId] = { declinaison_id: declinaisonId, qtt };
  else delete next[declinaisonId];
  return next;
};

/** The server's basket replaces the local contents; `override` is a quantity it reported apart. */
function applyBasket(panier: Basket, override?: { declinaisonId: number; qtt: number }): void {
  let items: LocalBasket = {};
  for (const line of panier.commandes_declinaisons) items = withQuantity(items, line.declinaison_id, line.qtt);
  if (override) items = withQuantity(items, override.declinaisonId, override.qtt);
  setState({ panier, status: 'ready' });
  writeItems(items);
}

function startCall(isUpdate: boolean): AbortController {
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  isUpdatePending = isUpdate;
  return controller;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A call that got no answer at all (offline, or cut by the page being left or reloaded) says
 * nothing about the basket: resetting on it would empty a shopper's basket on every reload that
 * lands while the basket is loading.
 */
const isUnanswered = (error: unknown) => error instanceof ApiError && error.code === 0;

/** Empties the basket under a new id: after a failed load, and at sign-out. */
export function resetBasket(): void {
  pending?.abort();
  pending = null;
  writeId(randomUuid());
  setState({ panier: null, status: 'idle', notice: null });
  writeItems({});
}

/**
 * Reads the basket from the server. A failed answer, or an empty one while this browser still
 * held items, resets the basket under a new id and reads once more; a second failure
 * leaves an empty basket in the error state rather than looping. No answer at all keeps the
 * local contents, in the error state.
 */
export async function loadBasket(isRetry = false): Promise<void> {
  if (isUpdatePending && pending) return;
  const controller = startCall(false);
  const id = requireId();
  setState({ status: 'loading' });
  try {
    const panier = await fetchBasket(id, controller.signal);
    if (panier && (panier.count > 0 || getBasketState().count === 0)) {
      applyBasket(panier);
    } else if (!isRetry) {
      resetBasket();
      await loadBasket(true);
    } else {
      setState({ panier, status: panier ? 'ready' : 'error' });
    }
  } catch (error) {
    if (isAbort(error) || controller.signal.aborted) return;
    console.warn('Panier :', error instanceof Error ? error.message : error);
    if (isRetry || isUnanswered(error)) {
      setState({ status: 'error' });
      return;
    }
    resetBasket();
    await loadBasket(true);
  } finally {
    if (pending === controller) {
      pending = null;
      isUpdatePending = false;
    }
  }
}

/** Loads a basket by its hash (checkout-reprise): the id is replaced and the contents emptied first. */
export function loadBasketByHash(hash: string): Promise<void> {
  pending?.abort();
  pending = null;
  writeId(hash);
  setState({ panier: null, status: 'idle', notice: null });
  writeItems({});
  return loadBasket();
}

function vibrate(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(100);
  else console.info('Vibration non prise en charge');
}

/** The quantity the server reports for the variant overrides the browser's. */
const applyResult = (result: BasketUpdateResult, declinaisonId: number) =>
  applyBasket(result.panier, { declinaisonId, qtt: result.qtt });

/**
 * Adds (change > 0) or removes (change < 0) units of a variant. The badge moves at once; the
 * server's answer then replaces the contents. A refused add is logged and rolled back (by the
 * added quantity, at least 1, when the server sent no basket to go by); a refused removal shows
 * its message. A successful add asks for the cart panel. Resolves to whether the change applied.
 */
export async function updateQuantity(declinaisonId: number, change: number): Promise<boolean> {
  if (!Number.isInteger(change) || change === 0) return false;
  vibrate();
  const id = requireId();
  const before = getBasketState().items[declinaisonId]?.qtt ?? 0;
  setState({ notice: null });
  writeItems(withQuantity(getBasketState().items, declinaisonId, before + change));
  const controller = startCall(true);
  try {
    const result = await postQuantity({ panier: id, declinaison: declinaisonId, qtt: change }, controller.signal);
    applyResult(result, declinaisonId);
    if (change > 0) {
      const line = result.panier?.lignes.find((entry) => entry.id === declinaisonId);
      track({ type: 'panier', quantite: Math.min(change, 999), ...(line ? { produit: line.produit.id } : {}) });
      window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.cartOpen));
    }
    return true;
  } catch (error) {
    // Aborted by a newer update: that one's answer speaks for both.
    if (isAbort(error) || controller.signal.aborted) return false;
    const { message, result } = readRefusal(error);
    if (result) {
      applyResult(result, declinaisonId);
    } else {
      const now = getBasketState().items[declinaisonId]?.qtt ?? 0;
      writeItems(withQuantity(getBasketState().items, declinaisonId, change > 0 ? now - Math.max(1, change) : before));
    }
    if (change > 0) console.warn('Panier :', message);
    else setState({ notice: message });
    return false;
  } finally {
    if (pending === controller) {
      pending = null;
      isUpdatePending = false;
    }
  }
}

/** Aborts whatever is pending (tests start each case without a call in flight). */
export function abortPendingForTests(): void {
  pending?.abort();
  pending = null;
}
