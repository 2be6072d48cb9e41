import { apiRequest } from '../../../lib/api-client.ts';

export type NotifyChannel = 'mail' | 'tel';

/**
 * POST /api/stripelinks/notifier/{id}/{mail|tel}: sends the link to the customer. Resolves with
 * whether the message only waits in the outbox (no provider for that channel); a refusal (no
 * address, paid, daily cap) rejects as ApiError.
 */
export async function notifyPaymentLink(id: number, channel: NotifyChannel): Promise<{ queuedOnly: boolean }> {
  // An empty object, not no body: the server refuses an empty body sent as JSON.
  const answer = await apiRequest<{ code: number; en_attente?: boolean }>(`/stripelinks/notifier/${id}/${channel}`, {
    method: 'POST',
    body: {},
  });
  return { queuedOnly: answer.en_attente === true };
}
