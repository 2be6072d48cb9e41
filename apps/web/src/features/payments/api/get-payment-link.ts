import type { z } from 'zod';
import type { PaymentLinkIntentSchema } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/stripelinks/intent/{hash}: the link as the payer may see it, with its payment intent. */
export type PaymentLinkIntent = z.infer<typeof PaymentLinkIntentSchema>;
export type PublicPaymentLink = PaymentLinkIntent['link'];

export const paymentLinkQueryKey = (hash: string) => ['stripelinks', 'intent', hash] as const;

export function getPaymentLink(hash: string, signal?: AbortSignal): Promise<PaymentLinkIntent> {
  return apiRequest<PaymentLinkIntent>(`/stripelinks/intent/${encodeURIComponent(hash)}`, signal ? { signal } : {});
}

/**
 * The page's data. Never cached between visits (it carries a payment secret); a refusal is
 * final (404: the link is gone), so nothing is retried.
 */
export function paymentLinkQueryOptions(hash: string) {
  return queryOptions({
    queryKey: paymentLinkQueryKey(hash),
    queryFn: ({ signal }) => getPaymentLink(hash, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
