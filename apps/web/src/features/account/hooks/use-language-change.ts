import type { Locale } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocation, useRouter, useSearch } from 'wouter';
import { clearArea } from '../../../lib/browser-storage.ts';
import { pathInLocale } from '../lib/language-path.ts';
import { rememberLanguage } from '../../../lib/remembered-language.ts';

/**
 * The rest of the language change, once the profile holds the new language: store
 * the choice, drop the texts cached in the old language, load the new messages, move the route to
 * the new language, and reload the lists (their calls now carry the new Language header).
 */
export function useApplyLanguage(): (locale: Locale) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { base } = useRouter();
  const [path, navigate] = useLocation();
  const search = useSearch();
  return async (locale) => {
    rememberLanguage(locale);
    clearArea('session');
    await i18n.changeLanguage(locale);
    const fullPath = `${base}${path === '/' ? '' : path}${search ? `?${search}` : ''}`;
    navigate(`~${pathInLocale(fullPath, locale)}`, { replace: true });
    void queryClient.invalidateQueries();
  };
}
