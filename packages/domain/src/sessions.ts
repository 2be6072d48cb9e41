import { z } from 'zod';
import { isStaff } from './scopes.ts';

/** A staff session ends after this long unused, and this long after sign-in whatever its use. */
export const STAFF_SESSION_IDLE_MS = 12 * 3_600_000;
export const STAFF_SESSION_MAX_MS = 7 * 24 * 3_600_000;
/** How stale a session's last use may get before a call writes it down again (one write a minute at most). */
export const SESSION_USE_RESOLUTION_MS = 60_000;

/**
 * Whether a session may still be used at `now`: a customer's until its expiry (checked with the
 * token), a member of staff's also no longer than 12 hours unused nor 7 days after sign-in, as
 * whoever holds the shop's refunds and exports should sign in again.
 */
export function isSessionOpen(
  scopes: readonly string[],
  session: { created: Date; lastUsed: Date },
  now: Date,
): boolean {
  if (!isStaff(scopes)) return true;
  const at = now.getTime();
  return (
    at - session.lastUsed.getTime() <= STAFF_SESSION_IDLE_MS && at - session.created.getTime() <= STAFF_SESSION_MAX_MS
  );
}

/** One of the account's open sessions ("Appareils connectés"). */
export const DeviceSessionSchema = z.object({
  id: z.number().int(),
  /** Browser and system as first seen ("Firefox · Windows"); empty when unreadable, null before the first call. */
  appareil: z.string().nullable(),
  created: z.string(),
  derniere_utilisation: z.string(),
  /** The session this very call is made with. */
  courante: z.boolean(),
});
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;

export const DeviceSessionsAnswerSchema = z.object({ code: z.literal(200), datas: z.array(DeviceSessionSchema) });
export type DeviceSessionsAnswer = z.infer<typeof DeviceSessionsAnswerSchema>;

export const DeviceSessionsRevokedSchema = z.object({ code: z.literal(200), revoquees: z.number().int() });
