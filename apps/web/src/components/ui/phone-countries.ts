import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

/** One entry of the country selector. */
export interface PhoneCountry {
  /** The country's name in the page's language. */
  name: string;
  iso2: CountryCode;
  /** The calling code without "+", e.g. "33". */
  dialCode: string;
}

/** The flag as two regional-indicator letters (no image to load, every platform draws it). */
export function flagEmoji(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const cache = new Map<string, readonly PhoneCountry[]>();

/** Every country the phone metadata knows, named in `locale` and sorted as that language sorts. */
export function listPhoneCountries(locale: string): readonly PhoneCountry[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // Very old engines: the ISO code stands in for the name.
  }
  const collator = new Intl.Collator(locale);
  const countries = getCountries()
    .map((iso2) => ({ iso2, name: names?.of(iso2) ?? iso2, dialCode: getCountryCallingCode(iso2) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, countries);
  return countries;
}
