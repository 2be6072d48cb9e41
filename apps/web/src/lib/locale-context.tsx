import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@boutique/domain';
import { createContext, useContext } from 'react';

/**
 * The language of the current route. The messages' language lags a frame behind a route change
 * (it loads messages first), so anything that formats prices or builds links reads this instead.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The BCP 47 tag used to format numbers and dates in the route's language. */
export function useLocaleTag(): string {
  return LOCALE_TAGS[useLocale()];
}

/** An absolute in-app path for a language: localePath('fr', 'cosmetique/3-x') → "/fr/cosmetique/3-x". */
export function localePath(locale: Locale, path: string): string {
  return `/${locale}/${path.replace(/^\/+/u, '')}`;
}
