import type { Cents, PriceMode, PricePair, SalePricePair } from './money.ts';

/**
 * The prior price of a reduction (EU directive 98/6/EC art. 6a, French Code de la consommation
 * L112-1-1): the lowest price the variant had during the 30 days before the reduction began.
 *
 * Decisions, beyond the text:
 * - The window is [start − 30 days, start): a price that took effect at exactly start − 30 days
 *   counts, and so does the price already in effect at that moment; a change at exactly `start`
 *   is the reduction itself and does not.
 * - A progressive reduction (several lowerings in a row, no return to an unreduced price) keeps
 *   the prior price of its first step (art. 6a(5)): its start is the first entry of the last
 *   unbroken run of reduced entries.
 * - A history shorter than 30 days gives the lowest price over what is known; when nothing is
 *   known before the reduction began (the variant was created, or first recorded, already
 *   reduced) the prior price is unknown: null, and nothing is claimed.
 */
export const PRIOR_PRICE_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** One recorded state of a variant's prices, from `at` until the next entry. */
export interface PriceHistoryEntry extends SalePricePair {
  at: Date;
}

/**
 * A variant's prices as the shop shows them: the selling price, the struck one, and the prior
 * price of its reduction (null when there is none or it is unknown).
 */
export const shownPrices = (prices: SalePricePair, prior: PricePair | null | undefined) => ({
  prix_ht: prices.prix_ht,
  prix_ttc: prices.prix_ttc,
  prix_initial_ht: prices.prix_initial_ht,
  prix_initial_ttc: prices.prix_initial_ttc,
  prix_anterieur_ht: prior?.prix_ht ?? null,
  prix_anterieur_ttc: prior?.prix_ttc ?? null,
});

/** Whether an entry's prices show a reduction: a struck price above the selling price. */
export function isReducedPrice(prices: Pick<SalePricePair, 'prix_ttc' | 'prix_initial_ttc'>): boolean {
  return prices.prix_initial_ttc !== null && prices.prix_initial_ttc > prices.prix_ttc;
}

/** The entries oldest first; entries of the same instant keep their given order (the last one holds). */
const chronological = (history: readonly PriceHistoryEntry[]) =>
  [...history].sort((a, b) => a.at.getTime() - b.at.getTime());

/**
 * When the variant's current reduction began: the first entry of the last unbroken run of
 * reduced entries; null when the latest prices show no reduction.
 */
export function calculateReductionStart(history: readonly PriceHistoryEntry[]): Date | null {
  const entries = chronological(history);
  let start: Date | null = null;
  for (const entry of entries) {
    if (!isReducedPrice(entry)) start = null;
    else if (start === null) start = entry.at;
  }
  return start;
}

/** The lowest price (HT and TTC of the same entry) in effect during the 30 days before `startedAt`; null when none is known. */
export function calculatePriorPrice(history: readonly PriceHistoryEntry[], startedAt: Date): PricePair | null {
  const windowStart = startedAt.getTime() - PRIOR_PRICE_WINDOW_DAYS * DAY_MS;
  const entries = chronological(history);
  let lowest: PricePair | null = null;
  for (const [index, entry] of entries.entries()) {
    const next = entries[index + 1];
    // In effect from its instant until the next entry takes over; the latest one until now.
    const until = next ? next.at.getTime() : Number.POSITIVE_INFINITY;
    const overlapsWindow = entry.at.getTime() < startedAt.getTime() && until > windowStart;
    if (overlapsWindow && (lowest === null || isLower(entry, lowest))) {
      lowest = { prix_ht: entry.prix_ht, prix_ttc: entry.prix_ttc };
    }
  }
  return lowest;
}

const isLower = (price: PricePair, than: PricePair): boolean =>
  price.prix_ttc < than.prix_ttc || (price.prix_ttc === than.prix_ttc && price.prix_ht < than.prix_ht);

/** The prior price to show beside the variant's current reduction; null without a reduction or without a known prior price. */
export function calculatePriorPriceReference(history: readonly PriceHistoryEntry[]): PricePair | null {
  const start = calculateReductionStart(history);
  return start === null ? null : calculatePriorPrice(history, start);
}

/** The prior price in the visitor's mode, or null. */
export function priorPriceForMode(
  prices: { prix_anterieur_ht: Cents | null; prix_anterieur_ttc: Cents | null },
  mode: PriceMode,
): Cents | null {
  return mode === 'ht' ? prices.prix_anterieur_ht : prices.prix_anterieur_ttc;
}

/**
 * The struck price a reduction may show: its prior price, when above what is charged (for
 * `quantity` units). The EU Court (C-330/23, Aldi Süd, 2024) reads art. 6a as requiring the
 * announced reduction to be measured from the prior price: a reduction with no known prior price,
 * or none above the price, is not announced at all.
 */
export function reductionReference(priceCents: Cents, priorCents: Cents | null, quantity = 1): Cents | null {
  if (priorCents === null) return null;
  const reference = priorCents * quantity;
  return reference > priceCents ? reference : null;
}
