import type { Locale } from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asLegalTranslation } from '../legal/legal-translations.ts';
import type { LegalTranslation, TranslatedLocale } from '../legal/legal-types.ts';

/**
 * The legal texts of each language ship in a chunk of their own, fetched on the first legal page
 * shown in that language: neither the home page nor the French pages carry them.
 */
const LOADERS: Record<TranslatedLocale, () => Promise<LegalTranslation>> = {
  en: () => import('../legal/translations/en.json').then((module) => asLegalTranslation(module.default)),
  es: () => import('../legal/translations/es.json').then((module) => asLegalTranslation(module.default)),
  de: () => import('../legal/translations/de.json').then((module) => asLegalTranslation(module.default)),
};

/** French needs nothing more: its text is the one in the documents. */
export const legalTextsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['legal-texts', locale] as const,
    queryFn: (): Promise<LegalTranslation | null> => (locale === 'fr' ? Promise.resolve(null) : LOADERS[locale]()),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The legal texts in the page's language (null in French, where the documents' own text is used). */
export function useLegalTexts(locale: Locale) {
  return useQuery(legalTextsQueryOptions(locale));
}
