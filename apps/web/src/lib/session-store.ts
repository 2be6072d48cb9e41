import type { Session } from '@boutique/domain';
import { useSyncExternalStore } from 'react';
import { readString, removeItem, writeJson } from './browser-storage.ts';
import { LOCAL_KEYS } from './storage-keys.ts';

/**
 * The signed-in session (access_token, scopes, user) kept in local storage and read
 * through one small external store, live across tabs (the storage event). The first screen
 * needs it (the header's account button, prices TTC or HT), so it checks the shape by hand
 * rather than through the zod contract. stored-session.ts reads the same key for the API client.
 */
const SAME_TAB_EVENT = 'od:session:change';

let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function isSession(value: unknown): value is Session {
  const { access_token: token, scopes, user } = (value ?? {}) as Partial<Record<keyof Session, unknown>>;
  return (
    typeof token === 'string' &&
    token !== '' &&
    Array.isArray(scopes) &&
    typeof (user as { id?: unknown } | null)?.id === 'number'
  );
}

/** The stored session, or null when signed out or when the stored value is malformed. */
export function readSession(): Session | null {
  const raw = readString('local', LOCAL_KEYS.session);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    cachedSession = isSession(value) ? value : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

const notify = () => window.dispatchEvent(new Event(SAME_TAB_EVENT));

export function writeSession(session: Session): void {
  writeJson('local', LOCAL_KEYS.session, session);
  notify();
}

export function clearSession(): void {
  removeItem('local', LOCAL_KEYS.session);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_KEYS.session) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_TAB_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_TAB_EVENT, listener);
  };
}

/** The session of this browser, re-rendering when it changes here or in another tab. */
export function useStoredSessionToken(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
