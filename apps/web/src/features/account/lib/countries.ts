import { listPhoneCountries } from '../../../components/ui/phone-countries.ts';

interface Country {
  iso2: string;
  name: string;
}

/** The shop's home country: first of the countries it delivers to. */
const HOME_COUNTRY = 'FR';

/**
 * Countries of the address form in two groups, named in the page's language: those the shop
 * delivers to (France first, then as the language sorts), then every other ISO 3166-1 alpha-2
 * code as the language sorts (Intl.Collator). Nobody should scroll past 240 names to find theirs.
 */
export function listCountries(
  locale: string,
  delivered: readonly string[] = [HOME_COUNTRY],
): { delivered: readonly Country[]; others: readonly Country[] } {
  const all = listPhoneCountries(locale);
  const isDelivered = new Set(delivered.map((code) => code.toUpperCase()));
  const first = all
    .filter((country) => isDelivered.has(country.iso2))
    // A stable sort: the collator's order stays among the others.
    .sort((a, b) => Number(b.iso2 === HOME_COUNTRY) - Number(a.iso2 === HOME_COUNTRY));
  return { delivered: first, others: all.filter((country) => !isDelivered.has(country.iso2)) };
}
