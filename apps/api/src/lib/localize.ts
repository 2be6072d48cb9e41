import type { Locale } from '@boutique/domain';
import type { Translations } from '../db/schema/index.ts';

/**
 * Returns the row's texts in the requested language: French lives in the columns, other languages
 * in `traductions`, and a missing translation falls back to French.
 */
export function localize<
  Field extends string,
  Row extends Record<Field, string> & { traductions: Translations<Field> },
>(row: Row, locale: Locale, fields: readonly Field[]): Omit<Row, 'traductions'> {
  const { traductions, ...rest } = row;
  if (locale === 'fr') return rest;
  const result: Record<string, unknown> = { ...rest };
  for (const field of fields) result[field] = localizeText(row[field], traductions, locale, field);
  return result as Omit<Row, 'traductions'>;
}

/**
 * One text in the requested language, French when it has no translation. Hot paths (every basket
 * update) use it rather than copying the whole row as `localize` does.
 */
export function localizeText<Field extends string>(
  french: string,
  traductions: Translations<Field>,
  locale: Locale,
  field: Field,
): string {
  return (locale === 'fr' ? undefined : traductions[locale]?.[field]) || french;
}
