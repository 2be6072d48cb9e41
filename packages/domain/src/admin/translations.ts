import { z } from 'zod';
import { LOCALES, type Locale } from '../locales.ts';

/** The languages a translatable text is written in; French, the source, lives in the row's columns. */
export const TRANSLATION_LOCALES = LOCALES;
export type TranslationLocale = Locale;

/** A row's `traductions` value: per non-French language, per field, the text. */
export type TranslationsValue = Partial<Record<Exclude<Locale, 'fr'>, Partial<Record<string, string | undefined>>>>;

export interface FieldCompleteness {
  field: string;
  /** Languages holding a non-blank text, French first. */
  done: Locale[];
  /** Languages still to write; French missing means the source itself is blank. */
  missing: Locale[];
}

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/**
 * How complete each translatable field of a record is, across fr/en/es/de. A field whose French
 * source is blank counts no language as done: there is nothing to translate yet.
 */
export function translationCompleteness(
  fields: readonly string[],
  values: Record<string, unknown>,
  traductions: TranslationsValue | null | undefined,
): FieldCompleteness[] {
  return fields.map((field) => {
    if (!filled(values[field])) return { field, done: [], missing: [...LOCALES] };
    const done = LOCALES.filter((locale) => locale === 'fr' || filled(traductions?.[locale]?.[field]));
    return { field, done, missing: LOCALES.filter((locale) => !done.includes(locale)) };
  });
}

/** The languages in which some field with a French source has no text yet. */
export function localesMissing(completeness: readonly FieldCompleteness[]): Locale[] {
  return LOCALES.filter((locale) =>
    completeness.some((field) => field.done.length > 0 && field.missing.includes(locale)),
  );
}

/**
 * The translatable fields of a resource, read from its input's `traductions` schema (built by
 * `translationsSchema`); none when the resource has no translations.
 */
export function translatableFields(input: z.ZodObject): string[] {
  const traductions = input.shape.traductions;
  if (!traductions) return [];
  const object = unwrapOptional(traductions);
  if (!(object instanceof z.ZodObject)) return [];
  const english = object.shape.en;
  const texts = english ? unwrapOptional(english) : undefined;
  return texts instanceof z.ZodObject ? Object.keys(texts.shape) : [];
}

const unwrapOptional = (schema: z.core.$ZodType): z.core.$ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? unwrapOptional(schema.unwrap()) : schema;
