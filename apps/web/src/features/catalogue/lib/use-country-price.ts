import { LOCALE_REGIONS, type CountryPrices } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { addressesQueryOptions } from '../../account/hooks/use-addresses.ts';

/**
 * A variant's prices for the visitor's country (VAT by destination), from GET /api/prix-pays: the
 * signed-in customer's default delivery address, else the language's region (/de → DE). Asked
 * only once the page is in the browser (the session is in its storage), so the server's HTML and
 * the first render agree (French prices); the country's follow.
 */
export function useCountryPrice<T extends { id: number }>(item: T) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const signedIn = useStoredSessionToken() !== null;
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: hydrated && signedIn });
  const delivery = addresses.data?.find((address) => address.livraison_defaut) ?? addresses.data?.[0];
  const known = hydrated && (!signedIn || !addresses.isPending);
  const country = known ? (delivery?.pays ?? LOCALE_REGIONS[locale]) : null;
  const prices = useQuery({
    queryKey: ['prix-pays', country],
    queryFn: ({ signal }) => apiRequest<CountryPrices>(`/prix-pays?pays=${country}`, { signal }),
    enabled: country !== null,
    staleTime: 60_000,
    retry: false,
  });
  const data = prices.data;
  const price = data?.prix.find((entry) => entry.id === item.id);
  return { item: price ? { ...item, ...price } : item, country: data ? data.pays : null, vat: data?.tva ?? null };
}
