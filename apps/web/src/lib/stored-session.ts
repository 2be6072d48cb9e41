import { isLocale, type Locale } from '@boutique/domain';
import { readJson } from './browser-storage.ts';
import { LOCAL_KEYS } from './storage-keys.ts';

/** The parts of the stored session the shell needs before the auth feature exists. */
export interface StoredSession {
  accessToken: string;
  /** The signed-in user's language, when set on the profile. */
  userLocale: Locale | null;
}

/** Reads the session token object from local storage, tolerating any malformed value. */
export function readStoredSession(): StoredSession | null {
  const value = readJson('local', LOCAL_KEYS.session);
  if (typeof value !== 'object' || value === null) return null;
  const { access_token: accessToken, user } = value as { access_token?: unknown; user?: unknown };
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  const langue = typeof user === 'object' && user !== null ? (user as { langue?: unknown }).langue : null;
  return { accessToken, userLocale: isLocale(langue) ? langue : null };
}
