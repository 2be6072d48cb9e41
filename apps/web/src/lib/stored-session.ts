import { isLocale, type Locale } from '@boutique/domain';
import { readSession } from './session-store.ts';

/** The parts of the stored session the API client needs (session-store.ts holds the whole token object). */
export interface StoredSession {
  accessToken: string;
  /** The signed-in user's language, when set on the profile. */
  userLocale: Locale | null;
}

/** Reads the session token object from local storage, tolerating any malformed value. */
export function readStoredSession(): StoredSession | null {
  const session = readSession();
  if (!session) return null;
  const langue: unknown = session.user.langue;
  return { accessToken: session.access_token, userLocale: isLocale(langue) ? langue : null };
}
