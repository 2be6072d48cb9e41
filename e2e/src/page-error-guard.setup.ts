import { afterAll, afterEach, expect } from 'vitest';
import { takePageErrors } from './page-error-guard.ts';

// Every e2e file: a test during which any page threw an uncaught error or failed to hydrate fails,
// and so does a file whose hooks did.
afterEach(() => {
  expect(takePageErrors(), 'errors raised by pages').toEqual([]);
});
afterAll(() => {
  expect(takePageErrors(), 'errors raised by pages in hooks').toEqual([]);
});
