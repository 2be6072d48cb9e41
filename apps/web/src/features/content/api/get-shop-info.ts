import type { ShopInfo } from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/boutique/infos (ShopInfoResponseSchema). */
interface ShopInfoAnswer {
  code: number;
  datas: ShopInfo;
}

export async function fetchShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  return (await apiRequest<ShopInfoAnswer>('/boutique/infos', signal ? { signal } : {})).datas;
}

/** The company identity is the same in every language, so one cache entry serves them all. */
export const shopInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['boutique-infos'] as const,
    queryFn: ({ signal }) => fetchShopInfo(signal),
    staleTime: 30 * 60_000,
  });

/** The shop's legal identity (name, address, registrations, publisher, host). */
export function useShopInfo() {
  return useQuery(shopInfoQueryOptions());
}
