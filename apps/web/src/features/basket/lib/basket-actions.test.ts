import { describe, expect, it, vi } from 'vitest';
import {
  BASKET_ID,
  cutShortResponse,
  jsonResponse,
  makeBasketServer,
  MOUSSE,
  storeLocalBasket,
} from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/render-app.tsx';
import { loadBasket, loadBasketByHash, resetBasket, updateQuantity } from './basket-actions.ts';
import { getBasketState, resetBasketStoreForTests, subscribeBasket } from './basket-store.ts';

const FLACON = 1;
const RECHARGE = 2;
const OTHER_ID = '5d1e8a3c-0f6b-4e77-8a2d-3c9b1f4e6a10';

const storedItems = () => JSON.parse(window.localStorage.getItem('od_cart_items') ?? '{}') as unknown;
const storedId = () => window.localStorage.getItem('od_cart_id');

/** Starts from what an earlier visit left in local storage (the store reads it afresh). */
function startWith(items: Record<number, number>, id = BASKET_ID) {
  storeLocalBasket(items, id);
  resetBasketStoreForTests();
}

/** Stubs fetch with one answer per call, in order; each call's URL and body are recorded. */
function stubAnswers(...answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; body: unknown; signal: AbortSignal | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null, signal: init?.signal ?? undefined });
      const answer = answers[calls.length - 1];
      if (!answer) throw new Error(`unexpected call ${url}`);
      return answer();
    }),
  );
  return calls;
}

describe('basket state', () => {
  it('makes a random UUID for a first basket and keeps it in od_cart_id', async () => {
    stubApi();
    await updateQuantity(FLACON, 1);
    expect(storedId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
    expect(getBasketState().id).toBe(storedId());
  });

  it('replaces the local contents with the server’s answer', async () => {
    const server = makeBasketServer();
    server.seed(BASKET_ID, { [FLACON]: 2, [RECHARGE]: 1 });
    stubApi({ basketServer: server });
    startWith({ [FLACON]: 5 });
    await updateQuantity(RECHARGE, 1);
    expect(storedItems()).toEqual({
      [FLACON]: { declinaison_id: FLACON, qtt: 2 },
      [RECHARGE]: { declinaison_id: RECHARGE, qtt: 2 },
    });
    expect(getBasketState().count).toBe(4);
    expect(getBasketState().panier?.lignes).toHaveLength(2);
  });

  it('counts an add at once, before the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    stubAnswers(() => new Promise<Response>((resolve) => (answer = resolve)));
    startWith({ [FLACON]: 1 });
    const done = updateQuantity(FLACON, 2);
    expect(getBasketState().count).toBe(3);
    const panier = makeBasketServer().basket(BASKET_ID);
    answer(jsonResponse({ code: 200, panier, cds: [], qtt: 3 }));
    await done;
  });

  it('rolls a refused add back to the quantity the server kept and only logs its message', async () => {
    const server = makeBasketServer();
    server.seed(BASKET_ID, { [RECHARGE]: 3 });
    stubApi({ basketServer: server });
    startWith({ [RECHARGE]: 3 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(updateQuantity(RECHARGE, 2)).resolves.toBe(false);
    expect(getBasketState().items[RECHARGE]?.qtt).toBe(3);
    expect(warn).toHaveBeenCalledWith('Panier :', 'Stock limité à 3 exemplaires');
    expect(getBasketState().notice).toBeNull();
  });

  it('rolls the added quantity back (at least 1) when the add fails without a basket to go by', async () => {
    stubAnswers(() => jsonResponse({ code: 500, message: 'Indisponible', errors: {} }, 500));
    startWith({ [FLACON]: 1 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await updateQuantity(FLACON, 2);
    expect(getBasketState().items[FLACON]?.qtt).toBe(1);
  });

  it('drops a line whose first add failed', async () => {
    stubAnswers(() => jsonResponse({ code: 500, message: 'Indisponible', errors: {} }, 500));
    startWith({});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await updateQuantity(FLACON, 1);
    expect(getBasketState().items).toEqual({});
    expect(getBasketState().count).toBe(0);
  });

  it('aborts the pending update when a newer one starts, and keeps the newer answer', async () => {
    const server = makeBasketServer();
    const calls = stubAnswers(
      () => new Promise<Response>(() => {}),
      () => server.handle('/api/paniers/qtt', { method: 'POST', body: JSON.stringify(calls[1]?.body) })!,
    );
    startWith({});
    const first = updateQuantity(FLACON, 1);
    const second = updateQuantity(RECHARGE, 1);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);
    await expect(second).resolves.toBe(true);
    expect(getBasketState().items).toEqual({ [RECHARGE]: { declinaison_id: RECHARGE, qtt: 1 } });
    // The aborted call never resolves here; it must not roll anything back either.
    void first;
  });

  it('does not let a load overwrite an update still in flight', async () => {
    const server = makeBasketServer();
    let answerUpdate: (response: Response) => void = () => {};
    const calls = stubAnswers(
      () => new Promise<Response>((resolve) => (answerUpdate = resolve)),
      () => server.handle('/api/paniers/qtt', { method: 'POST', body: JSON.stringify(calls[1]?.body) })!,
    );
    startWith({});
    const update = updateQuantity(FLACON, 1);
    await loadBasket();
    expect(calls).toHaveLength(1);
    answerUpdate(await server.handle('/api/paniers/qtt', { method: 'POST', body: JSON.stringify(calls[0]?.body) })!);
    await expect(update).resolves.toBe(true);
    expect(getBasketState().items).toEqual({ [FLACON]: { declinaison_id: FLACON, qtt: 1 } });
  });

  it('shows the message of a refused removal to the shopper', async () => {
    stubAnswers(() => jsonResponse({ code: 400, message: 'Quantité invalide.', errors: {} }, 400));
    startWith({ [FLACON]: 2 });
    await expect(updateQuantity(FLACON, -1)).resolves.toBe(false);
    expect(getBasketState().notice).toBe('Quantité invalide.');
    expect(getBasketState().items[FLACON]?.qtt).toBe(2);
  });

  it('asks for the cart panel after a successful add, not after a removal or a refusal', async () => {
    const server = makeBasketServer();
    stubApi({ basketServer: server });
    startWith({});
    const opened = vi.fn();
    window.addEventListener('od:cart:open', opened);
    await updateQuantity(FLACON, 1);
    await updateQuantity(FLACON, -1);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await updateQuantity(MOUSSE.declinaisons[1]?.id ?? RECHARGE, 9);
    window.removeEventListener('od:cart:open', opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('vibrates 100 ms on add and remove, and only logs when the device cannot', async () => {
    stubApi();
    startWith({});
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    await updateQuantity(FLACON, 1);
    await updateQuantity(FLACON, -1);
    expect(vibrate.mock.calls).toEqual([[100], [100]]);

    vi.stubGlobal('navigator', { ...navigator, vibrate: undefined });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await updateQuantity(FLACON, 1);
    expect(info).toHaveBeenCalledWith('Vibration non prise en charge');
  });

  it('resets the basket under a new id and reads it again when loading fails', async () => {
    const server = makeBasketServer();
    const calls = stubAnswers(
      () => jsonResponse({ code: 500, message: 'Indisponible', errors: {} }, 500),
      () => server.handle(calls[1]?.url ?? '')!,
    );
    startWith({ [FLACON]: 2 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadBasket();
    expect(calls.map(({ url }) => url)).toEqual([
      `/api/paniers/get/${BASKET_ID}`,
      `/api/paniers/get/${storedId() ?? ''}`,
    ]);
    expect(storedId()).not.toBe(BASKET_ID);
    expect(storedItems()).toEqual({});
    expect(getBasketState()).toMatchObject({ status: 'ready', count: 0 });
  });

  it('resets when the server holds nothing for the items this browser kept', async () => {
    stubApi();
    startWith({ [FLACON]: 2 });
    await loadBasket();
    expect(storedId()).not.toBe(BASKET_ID);
    expect(getBasketState().count).toBe(0);
  });

  it('keeps the local basket when the load gets no answer (offline, or the page left or reloaded)', async () => {
    const calls = stubAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    startWith({ [FLACON]: 2 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadBasket();
    expect(calls).toHaveLength(1);
    expect(storedId()).toBe(BASKET_ID);
    expect(storedItems()).toEqual({ [FLACON]: { declinaison_id: FLACON, qtt: 2 } });
    expect(getBasketState()).toMatchObject({ status: 'error', count: 2 });
  });

  it('keeps the local basket when the load’s answer is cut before its body ends', async () => {
    const calls = stubAnswers(cutShortResponse);
    startWith({ [FLACON]: 2 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadBasket();
    expect(calls).toHaveLength(1);
    expect(storedId()).toBe(BASKET_ID);
    expect(getBasketState()).toMatchObject({ status: 'error', count: 2 });
  });

  it('stops after a second failure instead of looping', async () => {
    const calls = stubAnswers(
      () => jsonResponse({ code: 500, message: 'Indisponible', errors: {} }, 500),
      () => jsonResponse({ code: 500, message: 'Indisponible', errors: {} }, 500),
    );
    startWith({ [FLACON]: 2 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadBasket();
    expect(calls).toHaveLength(2);
    expect(getBasketState()).toMatchObject({ status: 'error', count: 0, panier: null });
  });

  it('loads a basket by hash: the id is replaced and the contents emptied before the answer', async () => {
    const server = makeBasketServer();
    server.seed(OTHER_ID, { [RECHARGE]: 2 });
    let answer: () => void = () => {};
    stubAnswers(
      () =>
        new Promise<Response>((resolve) => (answer = () => resolve(server.handle(`/api/paniers/get/${OTHER_ID}`)!))),
    );
    startWith({ [FLACON]: 4 });
    const loading = loadBasketByHash(OTHER_ID);
    expect(storedId()).toBe(OTHER_ID);
    expect(storedItems()).toEqual({});
    expect(getBasketState().count).toBe(0);
    answer();
    await loading;
    expect(storedItems()).toEqual({ [RECHARGE]: { declinaison_id: RECHARGE, qtt: 2 } });
    expect(getBasketState().panier?.hash).toBe(OTHER_ID);
  });

  it('follows a basket changed in another tab', () => {
    startWith({});
    const listener = vi.fn();
    const unsubscribe = subscribeBasket(listener);
    storeLocalBasket({ [FLACON]: 3 });
    window.dispatchEvent(new StorageEvent('storage', { key: 'od_cart_items' }));
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(getBasketState().count).toBe(3);
  });

  it('resets to an empty basket under a new id', () => {
    startWith({ [FLACON]: 1 });
    resetBasket();
    expect(storedId()).not.toBe(BASKET_ID);
    expect(getBasketState()).toMatchObject({ count: 0, panier: null });
  });
});
