/**
 * Whether a parsed JSON value holds a NUL character in any string or key. PostgreSQL text cannot
 * store one, so such input is refused as invalid at the door instead of failing deep in a query.
 */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
}
