import type { CheckoutChoices, CheckoutState } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const checkoutQueryKey = (cartId: string) => ['checkout', cartId] as const;

/** GET /api/paniers/checkout/{cartId}: the basket, the choices made so far, the methods and the totals. */
export const checkoutQueryOptions = (cartId: string) =>
  queryOptions({
    queryKey: checkoutQueryKey(cartId),
    queryFn: ({ signal }) => apiRequest<CheckoutState>(`/paniers/checkout/${cartId}`, { signal }),
  });

/** PUT /api/paniers/checkout/{cartId}: saves the choices sent (only those) and answers the new state. */
export const putCheckoutChoices = (cartId: string, choices: CheckoutChoices) =>
  apiRequest<CheckoutState>(`/paniers/checkout/${cartId}`, { method: 'PUT', body: choices });
