import { DEFAULT_LOCALE, isLocale } from '@boutique/domain';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Redirect } from 'wouter';
import { LocaleProvider } from '../lib/locale-context.tsx';
import { DeliveryCountry } from './delivery-country.tsx';
import { Shell } from './layout/shell.tsx';

/** A supported language in the address becomes the page's: <html lang> and the messages (the back office's too). */
export function usePageLanguage(lang: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isLocale(lang)) return;
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
}

/**
 * Everything under /:lang. A supported language becomes the page's: <html lang>, the messages and
 * the locale context; anything else goes to the French home.
 */
export function LanguageScope({ lang, children }: { lang: string; children: ReactNode }) {
  usePageLanguage(lang);
  if (!isLocale(lang)) return <Redirect to={`~/${DEFAULT_LOCALE}/accueil`} replace />;
  return (
    <LocaleProvider value={lang}>
      <DeliveryCountry />
      <Shell>{children}</Shell>
    </LocaleProvider>
  );
}
