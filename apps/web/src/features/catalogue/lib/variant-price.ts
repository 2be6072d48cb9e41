import { priceForMode, type Cents, type Declinaison, type PriceMode } from '@boutique/domain';

export interface VariantPrice {
  priceCents: Cents;
  /** The struck-through initial price, when the variant is discounted. */
  initialCents: Cents | null;
}

/** A variant's price and initial price in the display mode (TTC until accounts bring the user's choice). */
export function variantPrice(declinaison: Declinaison, mode: PriceMode = 'ttc'): VariantPrice {
  const { prix_initial_ht: initialHt, prix_initial_ttc: initialTtc } = declinaison;
  const initialCents =
    initialHt !== null && initialTtc !== null ? priceForMode({ prix_ht: initialHt, prix_ttc: initialTtc }, mode) : null;
  const priceCents = priceForMode(declinaison, mode);
  return { priceCents, initialCents: initialCents !== null && initialCents > priceCents ? initialCents : null };
}
