/** Countries offered for the billing address: France first (FR by default), then neighbours. */
const BILLING_COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'MC', 'DE', 'ES', 'IT', 'NL', 'PT', 'GB', 'US'] as const;

const cache = new Map<string, { code: string; name: string }[]>();

/** The billing countries named in the page's language (the current one kept even if unlisted). */
export function listBillingCountries(locale: string, current: string): { code: string; name: string }[] {
  let list = cache.get(locale);
  if (!list) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      // Old engines: the code stands in for the name.
    }
    list = BILLING_COUNTRIES.map((code) => ({ code, name: names?.of(code) ?? code }));
    cache.set(locale, list);
  }
  return list.some((option) => option.code === current) ? list : [{ code: current, name: current }, ...list];
}
