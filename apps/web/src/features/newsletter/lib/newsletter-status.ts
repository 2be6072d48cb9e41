import { readJson, readString, writeString } from '../../../lib/browser-storage.ts';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';

/** The signed-in user's details the newsletter needs, read from the stored session token object. */
export interface NewsletterUser {
  prenom: string;
  nom: string;
  mail: string;
  newsletters: boolean;
}

export function readSessionUser(): NewsletterUser | null {
  const session = readJson('local', LOCAL_KEYS.session);
  if (typeof session !== 'object' || session === null) return null;
  const user = (session as { user?: unknown }).user;
  if (typeof user !== 'object' || user === null) return null;
  const field = (key: string) => {
    const value = (user as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    prenom: field('prenom'),
    nom: field('nom'),
    mail: field('mail'),
    newsletters: (user as { newsletters?: unknown }).newsletters === true,
  };
}

/** The band shows only to visitors not subscribed (in this browser, or on their profile). */
export function isNewsletterSubscribed(): boolean {
  return readString('local', LOCAL_KEYS.newsletter) === '1' || readSessionUser()?.newsletters === true;
}

export function rememberSubscription(): void {
  writeString('local', LOCAL_KEYS.newsletter, '1');
}
