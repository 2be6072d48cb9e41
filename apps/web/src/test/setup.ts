import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { abortPendingForTests } from '../features/basket/lib/basket-actions.ts';
import { resetBasketStoreForTests } from '../features/basket/lib/basket-store.ts';

// Lazy pages and their first fetches may take more than the default second on a busy 2-core
// machine: findBy*/waitFor wait up to 5 s (a passing test still ends as soon as it can).
configure({ asyncUtilTimeout: 5000 });

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
