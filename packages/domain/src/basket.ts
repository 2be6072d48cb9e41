/** Local basket contents, keyed by variant id. */
export type LocalBasket = Record<string, { declinaison_id: number; qtt: number }>;

/** Counts the items of a local basket (the header badge). */
export function countItems(basket: LocalBasket): number {
  return Object.values(basket).reduce((sum, line) => sum + Math.max(0, line.qtt), 0);
}
