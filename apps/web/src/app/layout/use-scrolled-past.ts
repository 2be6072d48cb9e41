import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled further than `offset` pixels (re-renders only when that flips). */
export function useScrolledPast(offset: number): boolean {
  const read = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribeToScroll, read, () => false);
}
