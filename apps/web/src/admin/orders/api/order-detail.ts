import { commandesResource, type AdminOrderDetail, type OrderNote, type OrderNoteInput } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { resourceQueryKey } from '../../kit/resource-api.ts';

const path = (hash: string) => `/admin/commandes/${encodeURIComponent(hash)}`;

/**
 * GET /api/admin/commandes/{hash}: everything the order's page shows. Its key sits under the
 * orders resource's, so a change made from the list (or the history) refreshes it too.
 */
export function orderDetailQueryOptions(hash: string) {
  return queryOptions({
    queryKey: [...resourceQueryKey(commandesResource.model), 'detail', hash],
    queryFn: ({ signal }) => apiRequest<{ data: AdminOrderDetail }>(path(hash), { signal }).then((a) => a.data),
    // A 404 or 403 is an answer to show at once, not a hiccup to retry.
    retry: false,
  });
}

/** POST /api/admin/commandes/{hash}/notes: an internal note, signed by the server with the caller. */
export async function addOrderNote(hash: string, input: OrderNoteInput): Promise<OrderNote> {
  return (await apiRequest<{ data: OrderNote }>(`${path(hash)}/notes`, { method: 'POST', body: input })).data;
}
