import type { PaymentLink, PaymentLinkInput } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/stripelinks: a new link (montant in integer cents) with its unguessable hash. */
export async function createPaymentLink(input: PaymentLinkInput): Promise<PaymentLink> {
  return (await apiRequest<{ code: number; data: PaymentLink }>('/stripelinks', { method: 'POST', body: input })).data;
}
