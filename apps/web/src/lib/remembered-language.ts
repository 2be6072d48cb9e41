import { homeLocale, LANGUAGE_KEY, type Locale } from '@boutique/domain';
import { readString, writeString } from './browser-storage.ts';

/** 13 months, as long as any preference of the shop is kept before asking again. */
const LANGUAGE_MAX_AGE_S = 395 * 86_400;

/**
 * Remembers the visitor's language: in local storage for the app, and in a first-party cookie of
 * the same name for the server, which sends the bare root there. A preference the visitor asked
 * for, needed for the page to speak their language: no consent required.
 */
export function rememberLanguage(locale: Locale): void {
  writeString('local', LANGUAGE_KEY, locale);
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_KEY}=${locale}; Path=/; Max-Age=${LANGUAGE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The language of the bare root: remembered, else the browser's first supported one, else French. */
export function readHomeLocale(): Locale {
  const browser = typeof window === 'undefined' ? [] : (window.navigator.languages ?? []);
  return homeLocale(readString('local', LANGUAGE_KEY), browser);
}
