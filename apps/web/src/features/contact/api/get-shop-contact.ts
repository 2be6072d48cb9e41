import type { ShopInfo } from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/boutique/infos (ShopInfoResponseSchema). Same key and shape as the legal pages' call
 * (features do not import each other), so both share one cache entry.
 */
const shopContactQueryOptions = () =>
  queryOptions({
    queryKey: ['boutique-infos'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ code: number; datas: ShopInfo }>('/boutique/infos', { signal })).datas,
    staleTime: 30 * 60_000,
  });

/** The shop's e-mail, phone and address, shown beside the contact form. */
export function useShopContact() {
  return useQuery(shopContactQueryOptions());
}
