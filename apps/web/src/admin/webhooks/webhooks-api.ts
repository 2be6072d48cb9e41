import type { Webhook, WebhookCreated, WebhookDelivery, WebhookInput } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const webhooksQueryKey = ['admin-webhooks'] as const;

export const webhooksOptions = () =>
  queryOptions({
    queryKey: [...webhooksQueryKey, 'points'],
    queryFn: ({ signal }) => apiRequest<{ datas: Webhook[] }>('/webhooks', { signal }),
  });

/** The delivery log: refreshed while the page is open, as attempts go on by themselves. */
export const deliveriesOptions = () =>
  queryOptions({
    queryKey: [...webhooksQueryKey, 'livraisons'],
    queryFn: ({ signal }) => apiRequest<{ datas: WebhookDelivery[] }>('/webhooks/livraisons', { signal }),
    refetchInterval: 30_000,
  });

export const createWebhook = (input: WebhookInput) =>
  apiRequest<WebhookCreated>('/webhooks', { method: 'POST', body: input });

export const deleteWebhook = (id: number) => apiRequest<{ code: 200 }>(`/webhooks/${id}`, { method: 'DELETE' });

export const redeliver = (id: number) =>
  apiRequest<{ code: 200 }>(`/webhooks/livraisons/${id}/relivraison`, { method: 'POST' });
