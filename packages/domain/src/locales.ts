/** Languages of the shop; French is the default and the fallback. */
export const LOCALES = ['fr', 'en', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** A value for each language, made by `make`. */
export const perLocale = <T>(make: (locale: Locale) => T): Record<Locale, T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

/** BCP 47 tags used to format numbers and dates for each language. */
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/** The language's region a visitor's prices are shown for until an address is known: /de → DE. */
export const LOCALE_REGIONS: Record<Locale, string> = { fr: 'FR', en: 'FR', es: 'ES', de: 'DE' };

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

/**
 * Where the chosen language is remembered: local storage for the app, and a cookie of the same
 * name so the server can send the bare root to it (the language is a necessary preference).
 */
export const LANGUAGE_KEY = 'od_language';

/**
 * The languages of an Accept-Language header, most preferred first (q=0 means "not this one");
 * malformed entries are skipped.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/u.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/u.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The home's language: the one remembered, else the browser's first supported one, else French. */
export function homeLocale(remembered: string | null | undefined, browserLanguages: readonly string[]): Locale {
  return isLocale(remembered) ? remembered : detectLocale(undefined, browserLanguages);
}
