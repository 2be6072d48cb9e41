import type { AdminOrderList, OrderStatus } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The list's filter: one status, or every sale when null. */
export interface OrdersFilter {
  statut: OrderStatus | null;
  page: number;
}

export const ordersQueryKey = (filter?: OrdersFilter) =>
  filter
    ? (['commandes', 'admin', filter.statut ?? 'ventes', filter.page] as const)
    : (['commandes', 'admin'] as const);

/** GET /api/commandes?statut&page: orders newest first, 50 a page, with their customer. */
export function ordersQueryOptions(filter: OrdersFilter) {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.statut) query.set('statut', filter.statut);
  return queryOptions({
    queryKey: ordersQueryKey(filter),
    queryFn: ({ signal }) => apiRequest<AdminOrderList>(`/commandes?${query}`, { signal }),
    // 401/403 are answers, not hiccups: the page says so at once.
    retry: false,
  });
}
