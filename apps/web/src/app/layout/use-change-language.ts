import type { Locale } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocation, useSearch } from 'wouter';
import { saveUserLanguage } from '../../features/account/api/update-user.ts';
import { clearArea } from '../../lib/browser-storage.ts';
import { rememberLanguage } from '../../lib/remembered-language.ts';
import { FIRST_SCREEN_STATE_ID, type FirstScreenState } from '../first-screen-state.ts';

/** The same route in another language: /fr/cosmetique/3-x?y → /en/cosmetique/3-x?y. */
export function pathInLanguage(locale: Locale, pathInsideLanguage: string, search: string): string {
  const path = pathInsideLanguage === '/' ? '/accueil' : pathInsideLanguage;
  return `/${locale}${path}${search ? `?${search}` : ''}`;
}

/**
 * Whether the page on screen is the one the server drew. Parts of it may still be hydrating (their
 * code arrives later), and a part hydrated after the language changed would not match the server's
 * HTML: such a page is left for the same page drawn in the new language.
 */
function isServerDrawnScreen(): boolean {
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  return Boolean(text) && (JSON.parse(text!) as FirstScreenState).path === window.location.pathname;
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
    const target = pathInLanguage(locale, path, search);
    if (isServerDrawnScreen()) {
      window.location.replace(target);
      return;
    }
    await i18n.changeLanguage(locale);
    navigate(`~${target}`, { replace: true });
  };
}
