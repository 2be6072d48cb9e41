import { readString, removeItem, writeString } from '../../../lib/browser-storage.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../lib/storage-keys.ts';

/** Only paths of this site: "/fr/mon-compte?x", never "//elsewhere" or "https://…". */
const isInAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Remembers where to go after signing in (the route guard; the checkout page writes the same key). */
export function saveReturnAddress(path: string): void {
  if (isInAppPath(path)) writeString('session', SESSION_KEYS.returnTo, path);
}

/** Reads and forgets the return address: it serves one sign-in only. */
export function takeReturnAddress(): string | null {
  const path = readString('session', SESSION_KEYS.returnTo);
  removeItem('session', SESSION_KEYS.returnTo);
  return path !== null && isInAppPath(path) ? path : null;
}

/**
 * Keeps the return address for the tab where the sign-up link will open (session storage is per
 * tab); without one, an older kept address is dropped.
 */
export function keepReturnAddressForSignUpLink(): void {
  const path = readString('session', SESSION_KEYS.returnTo);
  if (path !== null && isInAppPath(path)) writeString('local', LOCAL_KEYS.signUpReturnTo, path);
  else removeItem('local', LOCAL_KEYS.signUpReturnTo);
}

/** In the tab the sign-up link opened, brings back the address kept at sign-up, once. */
export function restoreSignUpReturnAddress(): void {
  const kept = readString('local', LOCAL_KEYS.signUpReturnTo);
  removeItem('local', LOCAL_KEYS.signUpReturnTo);
  if (kept !== null && readString('session', SESSION_KEYS.returnTo) === null) saveReturnAddress(kept);
}
