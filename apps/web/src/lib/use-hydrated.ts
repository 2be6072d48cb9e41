import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render
 * after that (and at once when the page was not rendered on the server). What depends on the
 * browser (storage, cookies, the address's origin) waits for it, so the first client render
 * equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
