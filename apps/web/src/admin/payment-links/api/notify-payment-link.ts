import { apiRequest } from '../../../lib/api-client.ts';

export type NotifyChannel = 'mail' | 'tel';

/**
 * POST /api/stripelinks/notifier/{id}/{mail|tel}: sends the link to the customer. Resolves with
 * the answer's code (200 when sent); a refusal (no address, paid, SMS cap) rejects as ApiError.
 */
export async function notifyPaymentLink(id: number, channel: NotifyChannel): Promise<number> {
  // An empty object, not no body: the server refuses an empty body sent as JSON.
  return (await apiRequest<{ code: number }>(`/stripelinks/notifier/${id}/${channel}`, { method: 'POST', body: {} }))
    .code;
}
