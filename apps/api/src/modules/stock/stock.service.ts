import type { StockAdjustmentInput, StockTransferInput, StocksQuery } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { adjustStock } from './adjust-stock.ts';
import { describeVariant, listMovements, listStocks } from './read-stock.ts';
import { transferStock } from './transfer-stock.ts';

export interface StockServiceOptions {
  db: Database;
  /** The storefront's product list shows each variant's total: every change refreshes it. */
  catalogue: Pick<CatalogueService, 'invalidate'>;
}

/**
 * The back office's stock: per-warehouse counts, adjustments, transfers and the ledger, one use
 * case a file. Checkout's calls are in order-units.ts, a new variant's opening stock in
 * open-variant-stock.ts.
 */
export function createStockService({ db, catalogue }: StockServiceOptions) {
  return {
    list: (query: StocksQuery) => listStocks(db, query),

    async adjust(userId: number, declinaisonId: number, input: StockAdjustmentInput) {
      if (await adjustStock(db, userId, declinaisonId, input)) catalogue.invalidate();
      return describeVariant(db, declinaisonId);
    },

    async transfer(userId: number, declinaisonId: number, input: StockTransferInput) {
      await transferStock(db, userId, declinaisonId, input);
      // The total does not move, but the list answers from one cache for every stock figure.
      catalogue.invalidate();
      return describeVariant(db, declinaisonId);
    },

    movements: (declinaisonId: number, page: number) => listMovements(db, declinaisonId, page),
  };
}

export type StockService = ReturnType<typeof createStockService>;
