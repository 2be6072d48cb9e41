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

/** Local basket contents, keyed by variant id. */
export type LocalBasket = Record<string, { declinaison_id: number; qtt: number }>;

/** Counts the items of a local basket (the header badge). */
export function countItems(basket: LocalBasket): number {
  return Object.values(basket).reduce((sum, line) => sum + Math.max(0, line.qtt), 0);
}
