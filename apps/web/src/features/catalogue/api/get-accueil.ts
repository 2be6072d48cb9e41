import type { HomeResponse } from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/accueil (HomeResponseSchema): typed, not parsed, to keep zod out of the shopper bundle. */
export async function fetchAccueil(signal?: AbortSignal): Promise<HomeResponse> {
  return apiRequest<HomeResponse>('/accueil', signal ? { signal } : {});
}

/** The same for every language (ids and rectangles), so one cache entry serves them all. */
export const accueilQueryOptions = () =>
  queryOptions({
    queryKey: ['accueil'] as const,
    queryFn: ({ signal }) => fetchAccueil(signal),
    staleTime: 5 * 60_000,
  });

/** The home page's hero picture with its product zones, and the video band's still. */
export function useAccueil() {
  return useQuery(accueilQueryOptions());
}
