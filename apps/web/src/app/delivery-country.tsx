import { LOCALE_REGIONS } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addressesQueryOptions } from '../features/account/api/addresses.ts';
import { setDeliveryCountry } from '../lib/country-prices.ts';
import { useLocale } from '../lib/locale-context.tsx';
import { useStoredSessionToken } from '../lib/session-store.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * Decides the country the shop's prices are shown for: the signed-in customer's default delivery
 * address (their first address otherwise), else the language's region (/de → DE). Decided only in
 * the browser, once hydrated, since the session lives in its storage.
 */
export function DeliveryCountry() {
  const locale = useLocale();
  const hydrated = useHydrated();
  const signedIn = useStoredSessionToken() !== null;
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: hydrated && signedIn });
  const delivery = addresses.data?.find((address) => address.livraison_defaut) ?? addresses.data?.[0];
  const known = hydrated && (!signedIn || !addresses.isPending);
  const country = known ? (delivery?.pays ?? LOCALE_REGIONS[locale]) : null;
  useEffect(() => {
    setDeliveryCountry(country);
    return () => setDeliveryCountry(null);
  }, [country]);
  return null;
}
