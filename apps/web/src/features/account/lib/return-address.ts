import { readString, removeItem, writeString } from '../../../lib/browser-storage.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';

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
