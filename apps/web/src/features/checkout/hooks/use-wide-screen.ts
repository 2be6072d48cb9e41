import { useSyncExternalStore } from 'react';

/** Where the checkout puts the order summary in a column beside the steps (matches the page's CSS). */
const WIDE_QUERY = '(min-width: 60rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(WIDE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** Whether the screen is wide enough for the side column. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
