import { z } from 'zod';

/** An ISO 3166-1 alpha-2 country code, kept upper-case: what addresses and delivery zones store. */
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/u, 'Code pays à deux lettres (FR, BE…).');

/**
 * A country's name in a language (BCP 47 tag), from the runtime's own tables (`Intl.DisplayNames`)
 * rather than a hand-kept list. Addresses store ISO 3166-1 alpha-2 codes; anything else (a
 * company's country typed in full in the settings) is already a name and is kept as typed.
 */
export function countryName(value: string, tag: string): string {
  if (!/^[A-Za-z]{2}$/u.test(value)) return value;
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
