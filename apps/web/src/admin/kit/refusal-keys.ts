import type { ErrorReason } from '@boutique/domain';
import { ApiError } from '../../lib/api-client.ts';

/** The reason a failed call's answer named; null for any other failure. */
export const reasonOf = (error: unknown) => (error instanceof ApiError ? error.reason : null);

/**
 * The translation keys of the refusals a screen words itself, `<prefix><reason>` (the prefix ends
 * with its dot): a listed reason's key, or null for any other failure, which keeps its own words.
 */
export function refusalKeys<const Prefix extends `${string}.`, const Reason extends ErrorReason>(
  prefix: Prefix,
  reasons: readonly Reason[],
) {
  const explained = new Set<string>(reasons);
  return (reason: string | null): `${Prefix}${Reason}` | null =>
    reason !== null && explained.has(reason) ? (`${prefix}${reason}` as `${Prefix}${Reason}`) : null;
}
