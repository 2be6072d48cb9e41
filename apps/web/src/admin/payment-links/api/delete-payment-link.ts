import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/stripelinks/{id}: true when the row may go (409 once paid). */
export async function deletePaymentLink(id: number): Promise<boolean> {
  // An empty object, not no body: the server refuses an empty body sent as JSON.
  return (await apiRequest<{ code: number; delete: boolean }>(`/stripelinks/${id}`, { method: 'DELETE', body: {} }))
    .delete;
}
