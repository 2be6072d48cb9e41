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
  const translated: Partial<Record<Field, string>> = traductions[locale] ?? {};
  const result: Record<string, unknown> = { ...rest };
  for (const field of fields) {
    const text = translated[field];
    if (text) result[field] = text;
  }
  return result as Omit<Row, 'traductions'>;
}
