import type { PaymentLink } from '@boutique/domain';

/** The public payment page of a link, in the customer's language (what the QR code and the mails carry). */
export function paymentLinkUrl(link: Pick<PaymentLink, 'langue' | 'hash'>, origin = window.location.origin): string {
  return `${origin}/${link.langue}/paiement/${link.hash}`;
}

/** Size 300, margin 1, error correction level M. */
export const QR_OPTIONS = { width: 300, margin: 1, errorCorrectionLevel: 'M' } as const;
