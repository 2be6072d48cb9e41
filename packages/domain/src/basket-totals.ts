import type { Basket } from './contracts/basket.ts';
import type { Cents } from './money.ts';

/** A basket line as priced by the server from the database. */
export interface PricedLine {
  qtt: number;
  prix_ht: Cents;
  prix_ttc: Cents;
  /** Initial (struck-through) prices; null when the variant is not discounted. */
  prix_initial_ht: Cents | null;
  prix_initial_ttc: Cents | null;
}

export interface BasketTotals {
  count: number;
  total_ht: Cents;
  total_ttc: Cents;
  total_initial_ht: Cents;
  total_initial_ttc: Cents;
}

/** Line total: unit price times quantity, with the initial price standing in when there is none. */
export function calculateLineTotals(line: PricedLine) {
  return {
    prix_total_ht: line.prix_ht * line.qtt,
    prix_total: line.prix_ttc * line.qtt,
    prix_total_initial_ht: (line.prix_initial_ht ?? line.prix_ht) * line.qtt,
    prix_total_initial: (line.prix_initial_ttc ?? line.prix_ttc) * line.qtt,
  };
}

/** Sums the item count and the HT/TTC totals of priced lines. */
export function calculateBasketTotals(lines: readonly PricedLine[]): BasketTotals {
  const totals: BasketTotals = { count: 0, total_ht: 0, total_ttc: 0, total_initial_ht: 0, total_initial_ttc: 0 };
  for (const line of lines) {
    const line_totals = calculateLineTotals(line);
    totals.count += line.qtt;
    totals.total_ht += line_totals.prix_total_ht;
    totals.total_ttc += line_totals.prix_total;
    totals.total_initial_ht += line_totals.prix_total_initial_ht;
    totals.total_initial_ttc += line_totals.prix_total_initial;
  }
  return totals;
}

/**
 * The basket with each variant's unit prices replaced (the prices of the visitor's country), its
 * line and basket totals counted again from them the way the server counts them.
 */
export function repriceBasket(basket: Basket, reprice: <T extends { id: number }>(variant: T) => T): Basket {
  const lignes = basket.lignes.map((line) => {
    const declinaison = reprice(line.declinaison);
    return { ...line, declinaison, ...calculateLineTotals({ ...declinaison, qtt: line.quantity }) };
  });
  const priced = lignes.map(({ declinaison, quantity }) => ({ ...declinaison, qtt: quantity }));
  return { ...basket, ...calculateBasketTotals(priced), lignes };
}
