import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * Server state defaults: a quiet shop does not refetch on every tab focus; a failed call is
 * retried once unless the server answered with a client error (retrying a 404 changes nothing).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.code >= 400 && error.code < 500),
      },
    },
  });
}
