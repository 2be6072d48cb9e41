import type { ErrorReason } from '@boutique/domain';
import { ApiError } from '../../../lib/api-client.ts';

/** The refusals the refund dialog and the retry button explain in the staff's language. */
const EXPLAINED = [
  'refund_empty',
  'refund_line_unknown',
  'refund_quantity_exceeded',
  'refund_delivery_refunded',
  'refund_exceeds_paid',
  'refund_not_found',
  'refund_already_restocked',
  'refund_refused',
  'order_not_refundable',
  'payment_provider_unavailable',
  'warehouse_not_found',
] as const satisfies readonly ErrorReason[];
type Explained = (typeof EXPLAINED)[number];

const isExplained = (reason: string | null): reason is Explained =>
  reason !== null && (EXPLAINED as readonly string[]).includes(reason);

/** The translation key of a refusal's reason; other failures keep their own words. */
export function refusalKey(reason: string | null): `admin.remboursements.refus.${Explained}` | null {
  return isExplained(reason) ? `admin.remboursements.refus.${reason}` : null;
}

/** The text for a failed refund call, by its `reason` (the server's sentence is never read). */
export function refusalText(error: unknown, t: (key: string) => string): string {
  const key = error instanceof ApiError ? refusalKey(error.reason) : null;
  if (key) return t(key);
  return error instanceof Error ? error.message : String(error);
}
