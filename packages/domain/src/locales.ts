/** Languages of the shop; French is the default and the fallback. */
export const LOCALES = ['fr', 'en', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** BCP 47 tags used to format numbers and dates for each language. */
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/** A route's language segment: 2 to 4 word characters. */
export const LANG_SEGMENT = /^\w{2,4}$/u;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the language: first path segment, else the first supported browser language, else fr. */
export function detectLocale(pathSegment: string | undefined, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(pathSegment)) return pathSegment;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
