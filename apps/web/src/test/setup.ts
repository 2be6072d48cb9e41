import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test starts from a blank page: no DOM, no storage, no stubbed fetch, real timers.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete document.documentElement.dataset.modalOpen;
});
