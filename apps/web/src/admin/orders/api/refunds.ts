import type { OrderRefund, RefundRequest } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/commandes/{id}/remboursements: refunds part of a paid order (units, delivery, a free amount). */
export async function refundPart(orderId: number, body: RefundRequest): Promise<OrderRefund> {
  return (await apiRequest<{ data: OrderRefund }>(`/commandes/${orderId}/remboursements`, { method: 'POST', body }))
    .data;
}

/** POST /api/commandes/{id}/remboursements/{refund}: asks the provider again for a refund an outage left asked. */
export async function retryRefund(orderId: number, refundId: number): Promise<OrderRefund> {
  const path = `/commandes/${orderId}/remboursements/${refundId}`;
  // An empty object, not no body: the server refuses an empty body sent as JSON.
  return (await apiRequest<{ data: OrderRefund }>(path, { method: 'POST', body: {} })).data;
}
