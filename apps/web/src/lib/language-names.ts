import type { Locale } from '@boutique/domain';

/** Each language named in itself, the same on every page, so a visitor finds their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};
