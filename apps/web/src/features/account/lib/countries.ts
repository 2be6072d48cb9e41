import { listPhoneCountries } from '../../../components/ui/phone-countries.ts';

/** Countries of the address form: every ISO 3166-1 alpha-2 code, named and sorted in the page's language. */
export function listCountries(locale: string): readonly { iso2: string; name: string }[] {
  return listPhoneCountries(locale);
}

/** A country's name in the page's language, or its code when the browser cannot name it. */
export function countryName(iso2: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso2) ?? iso2;
  } catch {
    return iso2;
  }
}
