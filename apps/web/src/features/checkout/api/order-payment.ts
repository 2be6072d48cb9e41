import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface OrderPayment {
  code: 200;
  intent_id: string;
  client_secret: string;
}

/**
 * GET /api/commandes/{hash}/paiement: the payment of a reserved order still within its hold;
 * 409 with a message once the hold has expired. Never cached: each visit asks again.
 */
export const orderPaymentQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['commandes', hash, 'paiement'] as const,
    queryFn: ({ signal }) => apiRequest<OrderPayment>(`/commandes/${hash}/paiement`, { signal }),
    gcTime: 0,
    staleTime: 0,
  });
