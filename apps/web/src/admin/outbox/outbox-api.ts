import type { OutboxMessage, OutboxPage } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const outboxQueryKey = ['admin-outbox'] as const;

/** GET /api/outbox/paginator: a page of messages, newest first, and which channels have a provider. */
export function outboxPageOptions(query: URLSearchParams) {
  return queryOptions({
    queryKey: [...outboxQueryKey, query.toString()],
    queryFn: ({ signal }) => apiRequest<OutboxPage>(`/outbox/paginator?${query}`, { signal }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** POST /api/outbox/{id}/relance: queues a message that did not leave again, with fresh attempts. */
export const relaunchMessage = (id: number) =>
  apiRequest<{ data: OutboxMessage }>(`/outbox/${id}/relance`, { method: 'POST' }).then((answer) => answer.data);
