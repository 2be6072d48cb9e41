import type { CheckoutChoices, Locale } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { BasketService } from '../basket/basket.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { quoteCheckout } from './quote-checkout.ts';
import { saveCheckoutChoices } from './save-checkout-choices.ts';

export { FRANCO_KEY, toSnapshot, type CheckoutQuote } from './quote-checkout.ts';

/**
 * The checkout page's state: the customer's choices kept on the basket, completed with sensible
 * defaults (default addresses, the first delivery method), and the totals the server will charge.
 */
export function createCheckoutStateService(
  db: Database,
  baskets: BasketService,
  catalogue: Pick<CatalogueService, 'rangesOf' | 'weightsOf'>,
) {
  const deps = { db, baskets, catalogue };
  return {
    quote: (userId: number, hash: string, locale: Locale) => quoteCheckout(deps, userId, hash, locale),
    saveChoices: (userId: number, hash: string, input: CheckoutChoices, locale: Locale) =>
      saveCheckoutChoices(deps, userId, hash, input, locale),
  };
}

export type CheckoutStateService = ReturnType<typeof createCheckoutStateService>;
