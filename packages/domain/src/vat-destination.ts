import { calculateBasketTotals, calculateLineTotals } from './basket-totals.ts';
import type { Basket } from './contracts/basket.ts';
import { calculateHtCents, calculateTtcCents, STANDARD_VAT_RATE_BPS, type Cents } from './money.ts';

/**
 * VAT by destination (EU one-stop shop, OSS). Prices are stored as the French sale: TTC at the
 * French rate and its HT. Below the EU distance-sales threshold every EU sale bears French VAT;
 * above it, a consumer in another member state pays that state's VAT; outside the EU no VAT is
 * charged (an export). See docs/decisions for the rule and what an accountant must confirm.
 */

/** The shop's own country: its VAT is the rate the stored prices carry. */
export const SHOP_COUNTRY = 'FR';

/**
 * Member states of the EU (ISO 3166-1 alpha-2). Monaco is in the French VAT territory, so a sale
 * delivered there is taxed as in France.
 */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore
const FRENCH_VAT_TERRITORY: ReadonlySet<string> = new Set([SHOP_COUNTRY, 'MC']);

/** How prices abroad follow the French price: same TTC (the net varies) or same net (the TTC varies). */
export const VAT_PRICE_MODES = ['ttc', 'ht'] as const;
export type VatPriceMode = (typeof VAT_PRICE_MODES)[number];

// A type, not an interface: the settings routes answer it as a record.
export type VatSettings = {
  /** Whether the shop's EU distance sales passed the threshold (EUR 10,000 a year). */
  oss_seuil_depasse: boolean;
  /** 'ttc': the same TTC price everywhere; 'ht': the same net price everywhere. */
  mode_prix: VatPriceMode;
};

export const DEFAULT_VAT_SETTINGS: VatSettings = { oss_seuil_depasse: false, mode_prix: 'ttc' };

/** The VAT that applies to a sale: the country whose VAT is charged (null: none, an export) and its rate. */
export interface VatRegime {
  /** The country whose VAT is charged: 'FR', another member state, or null outside the EU. */
  pays: string | null;
  /** The rate charged, in basis points (0 outside the EU). */
  taux_bps: number;
}

/**
 * The VAT regime of a delivery to `country`, given the shop's settings and the standard rate of
 * that country (from the `pays` table; null when unknown). A member state whose rate is unknown
 * is taxed as in France rather than left untaxed.
 */
export function vatRegime(settings: VatSettings, country: string, countryRateBps: number | null): VatRegime {
  const code = country.toUpperCase();
  const french = { pays: SHOP_COUNTRY, taux_bps: STANDARD_VAT_RATE_BPS };
  if (FRENCH_VAT_TERRITORY.has(code)) return french;
  if (!EU_COUNTRIES.has(code)) return { pays: null, taux_bps: 0 };
  if (!settings.oss_seuil_depasse || countryRateBps === null) return french;
  return { pays: code, taux_bps: countryRateBps };
}

/** A French price: HT and TTC as stored. */
export interface FrenchPrice {
  prix_ht: Cents;
  prix_ttc: Cents;
}

/**
 * A French price as charged under a regime. Same TTC: the TTC stays, the net is derived from it at
 * the destination rate. Same net: the stored HT stays, the TTC adds the destination rate. Outside
 * the EU the price is the net. Rounding half up to the cent, as `calculateHtCents`/`calculateTtcCents`.
 */
export function priceForRegime(price: FrenchPrice, regime: VatRegime, mode: VatPriceMode): FrenchPrice {
  if (regime.pays === SHOP_COUNTRY) return { prix_ht: price.prix_ht, prix_ttc: price.prix_ttc };
  if (regime.pays === null) return { prix_ht: price.prix_ht, prix_ttc: price.prix_ht };
  if (mode === 'ttc') return { prix_ttc: price.prix_ttc, prix_ht: calculateHtCents(price.prix_ttc, regime.taux_bps) };
  return { prix_ht: price.prix_ht, prix_ttc: calculateTtcCents(price.prix_ht, regime.taux_bps) };
}

/** A price that carries both French prices, repriced for a regime (initial prices alike). */
export function repriceForRegime<
  T extends FrenchPrice & { prix_initial_ht?: Cents | null; prix_initial_ttc?: Cents | null },
>(item: T, regime: VatRegime, mode: VatPriceMode): T {
  const current = priceForRegime(item, regime, mode);
  const initial =
    item.prix_initial_ht != null && item.prix_initial_ttc != null
      ? priceForRegime({ prix_ht: item.prix_initial_ht, prix_ttc: item.prix_initial_ttc }, regime, mode)
      : null;
  return {
    ...item,
    ...current,
    ...(initial ? { prix_initial_ht: initial.prix_ht, prix_initial_ttc: initial.prix_ttc } : {}),
  };
}

/**
 * A delivery price (stored TTC at the French rate) as charged under a regime: the same TTC, or the
 * same net (French HT) taxed at the destination rate, or the net outside the EU.
 */
export function deliveryPriceForRegime(frenchTtc: Cents, regime: VatRegime, mode: VatPriceMode): Cents {
  const frenchHt = calculateHtCents(frenchTtc, STANDARD_VAT_RATE_BPS);
  return priceForRegime({ prix_ht: frenchHt, prix_ttc: frenchTtc }, regime, mode).prix_ttc;
}

/** The line's own French rate at home; the regime's rate elsewhere (cosmetics: the standard rate). */
export function lineVatRateBps(frenchRateBps: number, regime: VatRegime): number {
  return regime.pays === SHOP_COUNTRY ? frenchRateBps : regime.taux_bps;
}

/**
 * A basket priced for a regime: each line's unit prices (initial and prior ones alike) and its
 * totals, then the basket's totals, by the basket's own arithmetic.
 */
export function basketForRegime(basket: Basket, regime: VatRegime, mode: VatPriceMode): Basket {
  if (regime.pays === SHOP_COUNTRY) return basket;
  const lignes = basket.lignes.map((line) => {
    const repriced = repriceForRegime(line.declinaison, regime, mode);
    const prior =
      line.declinaison.prix_anterieur_ht !== null && line.declinaison.prix_anterieur_ttc !== null
        ? priceForRegime(
            { prix_ht: line.declinaison.prix_anterieur_ht, prix_ttc: line.declinaison.prix_anterieur_ttc },
            regime,
            mode,
          )
        : null;
    const declinaison = {
      ...repriced,
      prix_anterieur_ht: prior?.prix_ht ?? null,
      prix_anterieur_ttc: prior?.prix_ttc ?? null,
    };
    return { ...line, declinaison, ...calculateLineTotals({ ...declinaison, qtt: line.quantity }) };
  });
  const totals = calculateBasketTotals(lignes.map((line) => ({ ...line.declinaison, qtt: line.quantity })));
  return { ...basket, ...totals, count: basket.count, lignes };
}
