import type { Locale } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocation, useSearch } from 'wouter';
import { saveUserLanguage } from '../../features/account/api/update-user.ts';
import { clearArea } from '../../lib/browser-storage.ts';
import { rememberLanguage } from '../../lib/remembered-language.ts';

/** The same route in another language: /fr/cosmetique/3-x?y → /en/cosmetique/3-x?y. */
export function pathInLanguage(locale: Locale, pathInsideLanguage: string, search: string): string {
  const path = pathInsideLanguage === '/' ? '/accueil' : pathInsideLanguage;
  return `/${locale}${path}${search ? `?${search}` : ''}`;
}

/**
 * The language change: remember the choice, drop the texts cached in the old
 * language, load the new messages, then replace the route with the same one in the new
 * language (the product list refetches itself: its cache is per language). A signed-in user's
 * profile keeps the choice (their calls carry it in the Language header).
 */
export function useChangeLanguage(): (locale: Locale) => Promise<void> {
  const { i18n } = useTranslation();
  const [path, navigate] = useLocation();
  const search = useSearch();
  return async (locale) => {
    await saveUserLanguage(locale);
    rememberLanguage(locale);
    clearArea('session');
    await i18n.changeLanguage(locale);
    navigate(`~${pathInLanguage(locale, path, search)}`, { replace: true });
  };
}
