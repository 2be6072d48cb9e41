import { detectLocale, type Locale } from '@boutique/domain';

/**
 * The language of the current URL, read outside React (the API client needs it too).
 * Spec §2: first path segment, else the browser's languages, else fr.
 */
export function readRouteLocale(): Locale {
  if (typeof window === 'undefined') return detectLocale(undefined);
  const segment = window.location.pathname.split('/')[1];
  return detectLocale(segment, window.navigator.languages ?? []);
}
