import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp-guard.ts';

// Every e2e file: a test during which any page raised a Content-Security-Policy violation fails,
// and so does a file whose hooks did.
afterEach(async () => {
  expect(await takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
afterAll(async () => {
  expect(await takeCspViolations(), 'Content-Security-Policy violations in hooks').toEqual([]);
});
