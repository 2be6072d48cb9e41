/** Money is always an integer number of euro cents; it is formatted only at the edge. */
export type Cents = number;

/** French standard VAT rate, in basis points (20 %). */
export const STANDARD_VAT_RATE_BPS = 2000;

/** Price display modes a user can choose: with tax (default) or without. */
export const PRICE_MODES = ['ttc', 'ht'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];
export const DEFAULT_PRICE_MODE: PriceMode = 'ttc';

/** Adds VAT to a tax-free amount, rounding half up to the cent. */
export function calculateTtcCents(htCents: Cents, vatRateBps = STANDARD_VAT_RATE_BPS): Cents {
  assertCents(htCents);
  return Math.round((htCents * (10_000 + vatRateBps)) / 10_000);
}

/**
 * Removes VAT from a taxed amount, rounding half up to the cent: the tax-free price a TTC price
 * set by hand (49,00 €) stands for.
 */
export function calculateHtCents(ttcCents: Cents, vatRateBps = STANDARD_VAT_RATE_BPS): Cents {
  assertCents(ttcCents);
  return Math.round((ttcCents * 10_000) / (10_000 + vatRateBps));
}

/**
 * Whether a HT/TTC pair follows the VAT rule from either side: the TTC computed from the HT, or
 * the HT computed from a TTC chosen first (rounding makes both directions legitimate).
 */
export function pricesAgree(htCents: Cents, ttcCents: Cents, vatRateBps = STANDARD_VAT_RATE_BPS): boolean {
  return calculateTtcCents(htCents, vatRateBps) === ttcCents || calculateHtCents(ttcCents, vatRateBps) === htCents;
}

/** Throws unless the value is a safe integer amount of cents. */
export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an amount in cents: ${value}`);
}

const euroFormatters = new Map<string, Intl.NumberFormat>();

/** Formats cents as euros for a locale (fr-FR by default): 1234 → "12,34 €". */
export function formatEuros(cents: Cents, locale = 'fr-FR'): string {
  let formatter = euroFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    euroFormatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

/**
 * A decimal typed by a person ("12", "12,5", "12.50") as an integer number of hundredths: cents
 * from euros, basis points from a percentage. Null when the text is no such number (blank included).
 */
export function parseHundredths(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/u.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
}

/** Hundredths (cents, basis points) as the decimal a person types: 1250 → "12,5", 1000 → "10". */
export function hundredthsText(value: number): string {
  const text = (value / 100).toFixed(2).replace(/\.?0+$/u, '');
  return text.replace('.', ',');
}

/** Basis points as a French percentage: 1000 → "10 %", 550 → "5,5 %". */
export function formatPercentBps(bps: number): string {
  return `${hundredthsText(bps)}\u00a0%`;
}

/** The pair of prices of an item, in cents. */
export interface PricePair {
  prix_ht: Cents;
  prix_ttc: Cents;
}

/** Picks the amount to show for the user's price mode. */
export function priceForMode(price: PricePair, mode: PriceMode = DEFAULT_PRICE_MODE): Cents {
  return mode === 'ht' ? price.prix_ht : price.prix_ttc;
}

/** An item priced in both modes, with its undiscounted prices when it is on sale. */
export interface SalePricePair extends PricePair {
  prix_initial_ht: Cents | null;
  prix_initial_ttc: Cents | null;
}

/** The price a shopper sees for an item, and the initial price struck through beside it. */
export interface DisplayedPrice {
  priceCents: Cents;
  /** Only when higher than the price: an "initial" price at or under it is no discount. */
  initialCents: Cents | null;
  mode: PriceMode;
}

/**
 * The one price-display rule of the shop (user.montant): every page that shows an item's
 * price (home, lists, product page, basket suggestions) shows it in the visitor's mode, HT or
 * TTC, and strikes the initial price through only when it is a real discount.
 */
export function displayedPrice(item: SalePricePair, mode: PriceMode = DEFAULT_PRICE_MODE): DisplayedPrice {
  const priceCents = priceForMode(item, mode);
  const { prix_initial_ht: initialHt, prix_initial_ttc: initialTtc } = item;
  const initialCents =
    initialHt !== null && initialTtc !== null ? priceForMode({ prix_ht: initialHt, prix_ttc: initialTtc }, mode) : null;
  return { priceCents, initialCents: initialCents !== null && initialCents > priceCents ? initialCents : null, mode };
}
