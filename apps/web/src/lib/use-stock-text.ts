import type { StockInfo } from '@boutique/domain';
import { useAvailability, type StockText } from './use-availability.ts';

export type { StockText } from './use-availability.ts';

/** A variant's stock label in the page's language (the stock line of useAvailability). */
export function useStockText(info: StockInfo, requested = 1): StockText {
  return useAvailability({ ...info, delais: null }, requested).stock;
}
