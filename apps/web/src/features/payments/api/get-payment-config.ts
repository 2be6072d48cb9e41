import type { PaymentConfigSchema } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/payments/config: which card form this shop shows (simulated today, Stripe later). */
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'] as const,
  queryFn: ({ signal }) => apiRequest<PaymentConfig>('/payments/config', { signal }),
  staleTime: Infinity,
});
