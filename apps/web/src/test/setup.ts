import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { abortPendingForTests } from '../features/basket/lib/basket-actions.ts';
import { resetBasketStoreForTests } from '../features/basket/lib/basket-store.ts';

// Lazy pages and their first fetches may take more than the default second on a busy 2-core
// machine: findBy*/waitFor wait up to 5 s (a passing test still ends as soon as it can).
configure({ asyncUtilTimeout: 5000 });

/**
 * The web files run in VM contexts of reused processes (`pool: 'vmForks'`), where structuredClone
 * is Node's own: its copies belong to Node's realm, not the page's, so `instanceof Object` is false
 * for them and react-hook-form takes cloned default values for non-plain objects. This copy
 * rebuilds the clone's plain objects, arrays, dates, maps and sets in the page's realm.
 */
function adoptIntoThisRealm(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return Array.from(value, adoptIntoThisRealm);
  switch (Object.prototype.toString.call(value)) {
    case '[object Object]':
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, adoptIntoThisRealm(item)]));
    case '[object Date]':
      return new Date((value as Date).getTime());
    case '[object Map]':
      return new Map(Array.from(value as Map<unknown, unknown>, ([key, item]) => [key, adoptIntoThisRealm(item)]));
    case '[object Set]':
      return new Set(Array.from(value as Set<unknown>, adoptIntoThisRealm));
    default:
      return value;
  }
}
const nodeStructuredClone = globalThis.structuredClone;
if (!(nodeStructuredClone({}) instanceof Object)) {
  globalThis.structuredClone = (value, options) =>
    adoptIntoThisRealm(nodeStructuredClone(value, options)) as typeof value;
}

// happy-dom has no navigator.vibrate: the basket only logs that (console.info), which tests need not print.
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

// Each test starts from a blank page: no DOM, no storage, no stubbed fetch, real timers.
afterEach(() => {
  cleanup();
  abortPendingForTests();
  window.localStorage.clear();
  resetBasketStoreForTests();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete document.documentElement.dataset.modalOpen;
});
