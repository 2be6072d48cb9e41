import type { PricedLine } from './basket.ts';

/**
 * Checkout arithmetic, in integer cents: discount, delivery price and the VAT breakdown of an
 * order. Shared by the server (which charges) and the browser (which only displays).
 */

type OrderLine = Pick<PricedLine, 'prix_ht' | 'prix_ttc' | 'qtt'>;

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

/** The VAT rate of a line, read from its two prices and rounded to the nearest 0.1 %. */
export function vatRateBps({ prix_ht, prix_ttc }: Pick<OrderLine, 'prix_ht' | 'prix_ttc'>): number {
  if (prix_ht <= 0) return 0;
  return Math.round(((prix_ttc - prix_ht) * 10_000) / prix_ht / 10) * 10;
}

/** What a discount takes off the lines total (TTC), never more than the lines themselves. */
export function discountAmount(discount: Discount, lignesTtc: number): number {
  const amount = discount.type === 'pourcentage' ? Math.round((lignesTtc * discount.valeur) / 10_000) : discount.valeur;
  return Math.max(0, Math.min(amount, lignesTtc));
}

/** Delivery is free once the lines, discount taken off, reach the threshold (for methods that allow it). */
export function deliveryPrice(method: { prix_ttc: number; franco: boolean }, payableLines: number, francoTtc: number) {
  return method.franco && francoTtc > 0 && payableLines >= francoTtc ? 0 : method.prix_ttc;
}

/**
 * Why a discount code cannot apply now, in the customer's words; null when it can. Usage limits are
 * checked again, under a lock, when the order is reserved.
 */
export function discountRefusal(
  rules: DiscountRules,
  context: { now: Date; lignesTtc: number; userId: number; usesByUser: number },
): string | null {
  if (!rules.actif || (rules.debut && context.now < rules.debut) || (rules.fin && context.now > rules.fin)) {
    return "Ce code n'est pas valable en ce moment.";
  }
  if (rules.ambassadeur_id === context.userId) return 'Vous ne pouvez pas utiliser votre propre code ambassadeur.';
  if (context.lignesTtc < rules.minimum_ttc) {
    return `Ce code demande un panier d'au moins ${(rules.minimum_ttc / 100).toFixed(2).replace('.', ',')} €.`;
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

/**
 * The totals of an order. Delivery and discount follow the goods' VAT rates in proportion (the
 * French rule for mixed-rate sales); each rate's HT is derived from its TTC, so HT + VAT = TTC.
 */
export function checkoutTotals(lines: readonly OrderLine[], livraisonTtc: number, remiseTtc: number): CheckoutTotals {
  const lignesTtc = lines.reduce((sum, line) => sum + line.prix_ttc * line.qtt, 0);
  const lignesHt = lines.reduce((sum, line) => sum + line.prix_ht * line.qtt, 0);
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const rate = vatRateBps(line);
    byRate.set(rate, (byRate.get(rate) ?? 0) + line.prix_ttc * line.qtt);
  }
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  const goods = rates.map((rate) => byRate.get(rate)!);
  const deliveryShares = allocate(livraisonTtc, goods);
  const discountShares = allocate(remiseTtc, goods);
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
