import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The id of the `<script type="application/json">` element in which a server-rendered page hands
 * the browser the server state its first screen was drawn from, so the hydrating render draws the
 * very same thing. Not executed, so the CSP is untouched.
 */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/**
 * The query cache's successful entries, as plain JSON. Smaller than TanStack Query's own
 * dehydrate/hydrate pair, whose code the home route's entry budget cannot afford.
 */
export interface FirstScreenState {
  /** The address drawn (as the browser's location.pathname has it): a page kept by the service
   * worker for offline use may be shown at another address, which is then drawn afresh. */
  path: string;
  queries: { queryKey: QueryKey; data: unknown }[];
}

/** On the server: what the cache holds once the page is drawn. */
export function readFirstScreenState(path: string, queryClient: QueryClient): FirstScreenState {
  return {
    path,
    queries: queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map(({ queryKey, state }) => ({ queryKey, data: state.data })),
  };
}

/**
 * In the browser, before hydrating: the cache as the server had it. The data is as fresh as the
 * page (the server checks its version on every request, though it keeps the drawing), so it
 * counts as received now.
 */
export function seedFirstScreenState(queryClient: QueryClient, state: FirstScreenState): void {
  for (const { queryKey, data } of state.queries) queryClient.setQueryData(queryKey, data);
}
