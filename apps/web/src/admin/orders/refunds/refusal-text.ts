import { ERROR_REASONS, type ErrorReason } from '@boutique/domain';
import { reasonOf, refusalKeys } from '../../kit/refusal-keys.ts';

const isRefundReason = (reason: ErrorReason): reason is Extract<ErrorReason, `refund_${string}`> =>
  reason.startsWith('refund_');

/** The refusals the refund dialog and the retry button explain in the staff's language: every refund reason and three more. */
export const refusalKey = refusalKeys('admin.remboursements.refus.', [
  ...ERROR_REASONS.filter(isRefundReason),
  'order_not_refundable',
  'payment_provider_unavailable',
  'warehouse_not_found',
]);

/** The text for a failed refund call, by its `reason` (the server's sentence is never read). */
export function refusalText(error: unknown, t: (key: string) => string): string {
  const key = refusalKey(reasonOf(error));
  if (key) return t(key);
  return error instanceof Error ? error.message : String(error);
}
