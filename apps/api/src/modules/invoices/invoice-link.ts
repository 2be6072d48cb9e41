import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works. */
export const INVOICE_LINK_SECONDS = 300;

/** The file part of a download link: the order's hash and the PDF extension. */
export const INVOICE_FILE_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/u;

const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/u;

/** What a link downloads: an order's invoice, or the credit note that cancels it. */
export type LinkedDocument = 'facture' | 'avoir';

/**
 * HMAC-SHA256 of the document kind, the order's hash and the expiry, in hex: the kind keeps an
 * invoice's link from opening the credit note, and the other way round.
 */
export function signInvoiceLink(key: string, hash: string, expires: number, kind: LinkedDocument = 'facture'): string {
  return createHmac('sha256', key).update(`${kind}:${hash}:${expires}`).digest('hex');
}

/** True when the link is unexpired and signed with the key, compared in constant time. */
export function isValidInvoiceLink(
  key: string,
  link: { hash: string; expires: string | undefined; signature: string | undefined },
  nowSeconds: number,
  kind: LinkedDocument = 'facture',
): boolean {
  const { hash, expires, signature } = link;
  if (!expires || !/^\d{1,12}$/u.test(expires) || !signature || !SIGNATURE_PATTERN.test(signature)) return false;
  const expiresAt = Number(expires);
  if (expiresAt < nowSeconds) return false;
  const expected = Buffer.from(signInvoiceLink(key, hash, expiresAt, kind), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
