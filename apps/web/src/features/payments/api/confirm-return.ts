import type { PaymentReturnResultSchema } from '@boutique/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the provider says of the intent: 'succeeded' once the sale or the link payment is recorded. */
export type PaymentReturnResult = z.infer<typeof PaymentReturnResultSchema>;

/**
 * POST /api/paiements/retour: the payer is back (`?payment_intent=pi_…` after the provider's
 * redirect, or right after paying in the page). The server asks the provider and, if the intent
 * succeeded, records the payment at once instead of waiting for the provider's webhook.
 */
export function confirmReturn(intent: string): Promise<PaymentReturnResult> {
  return apiRequest<PaymentReturnResult>('/paiements/retour', { method: 'POST', body: { intent } });
}
