import { hasScope, type Session } from '@boutique/domain';

/** Scope held by staff ambassadors; customers made ambassadors carry the profile flag instead. */
export const AMBASSADOR_SCOPE = 'ambassadeur';

/** Whether the session opens the ambassador area (the API decides the same way). */
export const isAmbassador = (session: Session | null): boolean =>
  session !== null && (session.user.ambassadeur || hasScope(session.scopes, AMBASSADOR_SCOPE));
