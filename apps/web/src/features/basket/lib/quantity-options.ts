import { MAX_QTT_CHANGE } from '@boutique/domain';

/** From this many options on, the quantity is typed in a bounded field instead of a list. */
export const FIELD_SELECT_FROM = 10;

/** How many more units can be added: the stock left beyond what the basket holds, within one call's limit. */
export function calculateRemaining(available: number, inBasket: number): number {
  return Math.max(0, Math.min(MAX_QTT_CHANGE, available - inBasket));
}

/** Brings any typed value back to a whole quantity between 1 and max (a quantity is always a whole number). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}
