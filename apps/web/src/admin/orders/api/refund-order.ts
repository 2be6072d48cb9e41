import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/commandes/{id}/remboursement: refunds a paid order in full through the payment provider. */
export async function refundOrder(id: number): Promise<void> {
  // An empty object, not no body: the server refuses an empty body sent as JSON.
  await apiRequest<{ code: number }>(`/commandes/${id}/remboursement`, { method: 'POST', body: {} });
}
