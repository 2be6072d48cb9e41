import type { PaymentLink, PaymentLinkInput } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

interface DataAnswer {
  code: number;
  data: PaymentLink;
}

/** POST /api/stripelinks: a new link (montant in integer cents). */
export async function createPaymentLink(input: PaymentLinkInput): Promise<PaymentLink> {
  return (await apiRequest<DataAnswer>('/stripelinks', { method: 'POST', body: input })).data;
}

/** PUT /api/stripelinks/{id}: the server refuses a paid link with 409. */
export async function updatePaymentLink(id: number, input: PaymentLinkInput): Promise<PaymentLink> {
  return (await apiRequest<DataAnswer>(`/stripelinks/${id}`, { method: 'PUT', body: input })).data;
}
