/** Scopes a token may hold; more may be added by staff roles. */
export const SCOPES = { user: 'user', admin: 'admin', ambassadeur: 'ambassadeur' } as const;

/**
 * Every scope that makes an account staff (the back office's people): what staff-only screens
 * accept, and what the audience measurement leaves out (staff are never measured).
 */
export const STAFF_SCOPES = [SCOPES.admin, SCOPES.ambassadeur] as const;

/** Whether held scopes make their holder staff. */
export const isStaff = (held: readonly string[]) => hasScope(held, STAFF_SCOPES);

/**
 * Checks held scopes against a requirement. A name prefixed with `!` must not be held; a list
 * passes only if no negated scope is held and at least one positive scope is (a list of negations
 * alone passes when none is held).
 */
export function hasScope(held: readonly string[], required: string | readonly string[]): boolean {
  const requirements = typeof required === 'string' ? [required] : required;
  const heldSet = new Set(held);
  const negated = requirements.filter((name) => name.startsWith('!')).map((name) => name.slice(1));
  const positive = requirements.filter((name) => !name.startsWith('!'));
  if (negated.some((name) => heldSet.has(name))) return false;
  return positive.length === 0 || positive.some((name) => heldSet.has(name));
}
