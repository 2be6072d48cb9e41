import type { PricedLine } from './basket-totals.ts';

/**
 * Checkout arithmetic, in integer cents: discount, delivery price and the VAT breakdown of an
 * order. Shared by the server (which charges) and the browser (which only displays).
 */

/** A line of an order; `tva_bps`, when known (VAT by destination), is the rate charged. */
type OrderLine = Pick<PricedLine, 'prix_ht' | 'prix_ttc' | 'qtt'> & { tva_bps?: number | null };

export type DiscountKind = 'pourcentage' | 'montant';

export interface Discount {
  type: DiscountKind;
  /** Basis points for a percentage (1000 = 10 %), cents for a fixed amount. */
  valeur: number;
}

export interface DiscountRules extends Discount {
  debut: Date | null;
  fin: Date | null;
  /** Minimum lines total, TTC cents. */
  minimum_ttc: number;
  limite_totale: number | null;
  limite_client: number | null;
  utilisations: number;
  actif: boolean;
  ambassadeur_id: number | null;
}

/**
 * The products and ranges a code is restricted to; a code with neither applies to every line.
 * A line qualifies when its product is listed or its product's range is.
 */
export interface DiscountScope {
  produit_ids: readonly number[];
  gamme_ids: readonly number[];
}

/** A basket line as the discount scope sees it: its product, that product's range, its TTC total. */
export interface ScopedLine {
  produit_id: number;
  gamme_id: number | null;
  /** The line's total, TTC cents (unit price × quantity). */
  ttc: number;
}

/** The message a restricted code gets when no line of the basket is among its products or ranges. */
export const DISCOUNT_SCOPE_REFUSAL = 'Ce code est réservé à certains produits, absents de votre panier.';

/** Whether a code is restricted to some products or ranges. */
export function isScopedDiscount(scope: DiscountScope | null | undefined): boolean {
  return !!scope && (scope.produit_ids.length > 0 || scope.gamme_ids.length > 0);
}

/** Whether a code applies to a basket line: always for an unrestricted code. */
export function discountAppliesTo(scope: DiscountScope | null | undefined, line: Omit<ScopedLine, 'ttc'>): boolean {
  if (!scope || !isScopedDiscount(scope)) return true;
  return (
    scope.produit_ids.includes(line.produit_id) || (line.gamme_id !== null && scope.gamme_ids.includes(line.gamme_id))
  );
}

/** The TTC total of the lines a code applies to (what a percentage is taken from, what an amount is capped at). */
export function discountableTtc(scope: DiscountScope | null | undefined, lines: readonly ScopedLine[]): number {
  return lines.reduce((sum, line) => sum + (discountAppliesTo(scope, line) ? line.ttc : 0), 0);
}

export interface VatLine {
  /** Rate in basis points: 2000 = 20 %, 550 = 5.5 %. */
  taux_bps: number;
  base_ht: number;
  montant: number;
}

export interface CheckoutTotals {
  lignes_ht: number;
  lignes_ttc: number;
  livraison_ttc: number;
  remise_ttc: number;
  total_ht: number;
  total_ttc: number;
  tva: VatLine[];
}

/**
 * The VAT rate of a line: the rate it was charged at when stored, else read from its two prices
 * and rounded to the nearest 0.1 %.
 */
export function vatRateBps({
  prix_ht,
  prix_ttc,
  tva_bps,
}: Pick<OrderLine, 'prix_ht' | 'prix_ttc' | 'tva_bps'>): number {
  if (tva_bps !== undefined && tva_bps !== null) return tva_bps;
  if (prix_ht <= 0) return 0;
  return Math.round(((prix_ttc - prix_ht) * 10_000) / prix_ht / 10) * 10;
}

/** What a discount takes off the lines total (TTC), never more than the lines themselves. */
export function discountAmount(discount: Discount, lignesTtc: number): number {
  const amount = discount.type === 'pourcentage' ? Math.round((lignesTtc * discount.valeur) / 10_000) : discount.valeur;
  return Math.max(0, Math.min(amount, lignesTtc));
}

/**
 * A delivery method's price band: for one country (null: every country it serves), up to a parcel
 * weight in grams (null: any weight), a TTC price in cents.
 */
export interface DeliveryRate {
  pays: string | null;
  poids_max: number | null;
  prix_ttc: number;
}

/** Where a parcel goes and what it weighs, for methods priced by country and weight band. */
export interface Parcel {
  pays: string;
  poids: number;
}

/**
 * The price before any free-delivery threshold: the lightest band that takes the parcel, the
 * country's own bands before those of every country; the method's price when no band applies.
 */
export function deliveryBasePrice(
  method: { prix_ttc: number; tarifs?: readonly DeliveryRate[] | null },
  parcel?: Parcel,
): number {
  if (!parcel || !method.tarifs?.length) return method.prix_ttc;
  const fits = (rate: DeliveryRate) => rate.poids_max === null || parcel.poids <= rate.poids_max;
  const lightestFirst = (a: DeliveryRate, b: DeliveryRate) =>
    (a.poids_max ?? Number.POSITIVE_INFINITY) - (b.poids_max ?? Number.POSITIVE_INFINITY);
  for (const country of [parcel.pays, null]) {
    const band = method.tarifs.filter((rate) => rate.pays === country && fits(rate)).sort(lightestFirst)[0];
    if (band) return band.prix_ttc;
  }
  return method.prix_ttc;
}

/** Delivery is free once the lines, discount taken off, reach the threshold (for methods that allow it). */
export function deliveryPrice(
  method: { prix_ttc: number; franco: boolean; tarifs?: readonly DeliveryRate[] | null },
  payableLines: number,
  francoTtc: number,
  parcel?: Parcel,
) {
  return method.franco && francoTtc > 0 && payableLines >= francoTtc ? 0 : deliveryBasePrice(method, parcel);
}

/**
 * Why a discount code cannot apply now, in the customer's words; null when it can. Usage limits are
 * checked again, under a lock, when the order is reserved.
 */
export function discountRefusal(
  rules: DiscountRules & { scope?: DiscountScope | null },
  context: {
    now: Date;
    lignesTtc: number;
    userId: number;
    usesByUser: number;
    /** The basket's lines, for a code restricted to some products or ranges. */
    lines?: readonly ScopedLine[];
  },
): string | null {
  if (!rules.actif || (rules.debut && context.now < rules.debut) || (rules.fin && context.now > rules.fin)) {
    return "Ce code n'est pas valable en ce moment.";
  }
  if (rules.ambassadeur_id === context.userId) return 'Vous ne pouvez pas utiliser votre propre code ambassadeur.';
  if (isScopedDiscount(rules.scope) && !(context.lines ?? []).some((line) => discountAppliesTo(rules.scope, line))) {
    return DISCOUNT_SCOPE_REFUSAL;
  }
  // A restricted code's minimum counts the lines it applies to, as its amount does.
  const scoped = isScopedDiscount(rules.scope);
  const base = scoped ? discountableTtc(rules.scope, context.lines ?? []) : context.lignesTtc;
  if (base < rules.minimum_ttc) {
    const minimum = `${(rules.minimum_ttc / 100).toFixed(2).replace('.', ',')} €`;
    return scoped
      ? `Ce code demande au moins ${minimum} de produits concernés.`
      : `Ce code demande un panier d'au moins ${minimum}.`;
  }
  if (rules.limite_totale !== null && rules.utilisations >= rules.limite_totale) return 'Ce code a déjà été utilisé.';
  if (rules.limite_client !== null && context.usesByUser >= rules.limite_client) {
    return 'Vous avez déjà utilisé ce code.';
  }
  return null;
}

/**
 * Splits `amount` across `weights` in proportion, in whole cents that add up exactly (largest
 * remainders get the leftover cents).
 */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** An order line as its discount share reads it; `remisee` false when the code did not apply to it. */
export interface DiscountedLine {
  declinaison_id: number;
  qtt: number;
  prix_ttc: number;
  remisee?: boolean;
}

/**
 * Each line's share of the order's discount (largest remainders), in the order the lines come in:
 * spread over the lines the code applied to (`remisee`, all when none says), in proportion to their
 * TTC. The shares are handed out in variant order, whatever order the lines come in, so the sale,
 * the back office and the migration's backfill give a tied cent to the same line.
 */
export function calculateLineDiscounts(lines: readonly DiscountedLine[], remiseTtc: number): number[] {
  const byVariant = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.declinaison_id - b.line.declinaison_id);
  const gross = byVariant.map(({ line }) => line.prix_ttc * line.qtt);
  const discounted = byVariant.map(({ line }, rank) => (line.remisee === false ? 0 : gross[rank]!));
  const weights = discounted.some((amount) => amount > 0) ? discounted : gross;
  const ranked = allocate(remiseTtc, weights);
  const shares = new Array<number>(lines.length);
  byVariant.forEach(({ index }, rank) => (shares[index] = ranked[rank]!));
  return shares;
}

/** Each line's share of the discount by variant id, as the sale stores it on the order's lines. */
export function calculateLineDiscountsByVariant(
  lines: readonly DiscountedLine[],
  remiseTtc: number,
  discounted?: readonly boolean[],
): Map<number, number> {
  const flagged = lines.map((line, index) => ({ ...line, remisee: discounted?.[index] !== false }));
  const shares = calculateLineDiscounts(flagged, remiseTtc);
  return new Map(lines.map((line, index) => [line.declinaison_id, shares[index]!]));
}

/**
 * The totals of an order. Delivery follows the goods' VAT rates in proportion (the French rule for
 * mixed-rate sales), the discount the rates of the lines it applies to (`discounted`, per line;
 * all lines when absent); each rate's HT is derived from its TTC, so HT + VAT = TTC.
 */
export function checkoutTotals(
  lines: readonly OrderLine[],
  livraisonTtc: number,
  remiseTtc: number,
  discounted?: readonly boolean[],
): CheckoutTotals {
  const lignesTtc = lines.reduce((sum, line) => sum + line.prix_ttc * line.qtt, 0);
  const lignesHt = lines.reduce((sum, line) => sum + line.prix_ht * line.qtt, 0);
  const byRate = new Map<number, number>();
  const discountedByRate = new Map<number, number>();
  lines.forEach((line, index) => {
    const rate = vatRateBps(line);
    byRate.set(rate, (byRate.get(rate) ?? 0) + line.prix_ttc * line.qtt);
    const share = discounted?.[index] === false ? 0 : line.prix_ttc * line.qtt;
    discountedByRate.set(rate, (discountedByRate.get(rate) ?? 0) + share);
  });
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  const goods = rates.map((rate) => byRate.get(rate)!);
  const discountedGoods = rates.map((rate) => discountedByRate.get(rate)!);
  const deliveryShares = allocate(livraisonTtc, goods);
  const discountShares = allocate(remiseTtc, discountedGoods.some((amount) => amount > 0) ? discountedGoods : goods);
  const tva = rates.map((taux_bps, index) => {
    const ttc = goods[index]! + deliveryShares[index]! - discountShares[index]!;
    const base_ht = Math.round((ttc * 10_000) / (10_000 + taux_bps));
    return { taux_bps, base_ht, montant: ttc - base_ht };
  });
  const totalTtc = lignesTtc + livraisonTtc - remiseTtc;
  return {
    lignes_ht: lignesHt,
    lignes_ttc: lignesTtc,
    livraison_ttc: livraisonTtc,
    remise_ttc: remiseTtc,
    total_ht: tva.reduce((sum, line) => sum + line.base_ht, 0),
    total_ttc: totalTtc,
    tva,
  };
}

/**
 * Units of one variant a customer may hold at once across their reservations awaiting payment:
 * enough for any gift list, too few to keep a variant's whole stock out of other customers' reach.
 */
export const MAX_HELD_UNITS_PER_VARIANT = 10;
