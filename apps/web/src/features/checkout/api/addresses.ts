import type { Address } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The same cache entry as the account area's address list, so an address added there or here shows in both. */
export const checkoutAddressesQueryKey = ['adresses'] as const;

/** GET /api/adresses/me: the signed-in customer's address book. */
export const checkoutAddressesQueryOptions = queryOptions({
  queryKey: checkoutAddressesQueryKey,
  queryFn: ({ signal }) =>
    apiRequest<{ code: 200; datas: Address[] }>('/adresses/me', { signal }).then((answer) => answer.datas),
  staleTime: 30_000,
});
