import type { Order } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/commandes/me: the customer's orders (paid, to check, shipped, refunded), newest first. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ['commandes', 'me'],
    queryFn: ({ signal }) =>
      apiRequest<{ code: 200; datas: Order[] }>('/commandes/me', { signal }).then((answer) => answer.datas),
    staleTime: 30_000,
  });

/** GET /api/commandes/{hash}: one of the customer's orders. */
export const orderQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['commandes', hash],
    queryFn: ({ signal }) =>
      apiRequest<{ code: 200; data: Order }>(`/commandes/${encodeURIComponent(hash)}`, { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: 30_000,
  });

/** GET /api/commandes/{hash}/facture: a short-lived address of the invoice PDF. */
export const fetchInvoiceUrl = (hash: string) =>
  apiRequest<{ code: 200; url: string }>(`/commandes/${encodeURIComponent(hash)}/facture`).then((answer) => answer.url);
