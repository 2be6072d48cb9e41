import type { Order } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/commandes/{id}/expedition: marks a paid order shipped (409 otherwise); mails the customer. */
export async function shipOrder(id: number, suivi: string): Promise<Order> {
  const body = { suivi: suivi.trim() || null };
  return (await apiRequest<{ code: number; data: Order }>(`/commandes/${id}/expedition`, { method: 'PUT', body })).data;
}
