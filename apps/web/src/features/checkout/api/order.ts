import type { Order } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const orderQueryKey = (hash: string) => ['commandes', hash] as const;

/** GET /api/commandes/{hash}: one of the customer's orders. */
export const orderQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: orderQueryKey(hash),
    queryFn: ({ signal }) =>
      apiRequest<{ code: 200; data: Order }>(`/commandes/${hash}`, { signal }).then((answer) => answer.data),
  });
