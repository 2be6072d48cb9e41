import { detectLocale, isLocale, type Locale } from '@boutique/domain';

/** The language segment of the current URL when it names a shop language, else null. */
export function readUrlLocale(): Locale | null {
  if (typeof window === 'undefined') return null;
  const segment = window.location.pathname.split('/')[1];
  return isLocale(segment) ? segment : null;
}

/**
 * The language of the current URL, read outside React (the API client needs it too).
 * First path segment, else the browser's languages, else fr.
 */
export function readRouteLocale(): Locale {
  if (typeof window === 'undefined') return detectLocale(undefined);
  const segment = window.location.pathname.split('/')[1];
  return detectLocale(segment, window.navigator.languages ?? []);
}
