import type { PaymentLinkIntent } from '../api/get-payment-link.ts';

/** What the payment page shows for a link the server answered. */
export type PaymentLinkState = 'incomplete' | 'payable' | 'paid' | 'verifying';

/**
 * Paid when the link has its payment date; being verified when the provider already says
 * succeeded, when the payer came back from the provider (a client secret in the query), or when
 * there is no intent left to pay; payable with a client secret; incomplete without id or hash.
 */
export function readPaymentLinkState(data: PaymentLinkIntent, hasReturnedFromProvider: boolean): PaymentLinkState {
  const { link } = data;
  if (!link.id || !link.hash) return 'incomplete';
  if (link.paye) return 'paid';
  if (hasReturnedFromProvider || data.pi_status === 'succeeded' || !data.client_secret) return 'verifying';
  return 'payable';
}
