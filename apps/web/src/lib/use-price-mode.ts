import { DEFAULT_PRICE_MODE, type PriceMode } from '@boutique/domain';
import { useStoredSessionToken } from './session-store.ts';

/**
 * The price display mode of the visitor (user.montant): the signed-in user's choice,
 * saved on their profile, else TTC. Every price on screen goes through it.
 */
export function usePriceMode(): PriceMode {
  return useStoredSessionToken()?.user.montant ?? DEFAULT_PRICE_MODE;
}
