import {
  isLowStock,
  STOCK_MOVEMENTS_PAGE_SIZE,
  STOCKS_PAGE_SIZE,
  type StocksQuery,
  type VariantStock,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { variantNotFound } from './stock-refusals.ts';
import {
  countMovements,
  countVariants,
  selectMovements,
  selectVariants,
  selectWarehouseQuantities,
  type VariantStockFilters,
} from './stock.queries.ts';

async function describeVariants(db: Database, filters: VariantStockFilters, limit: number, offset: number) {
  const variants = await selectVariants(db, filters, limit, offset);
  const quantities = await selectWarehouseQuantities(
    db,
    variants.map((variant) => variant.declinaison_id),
  );
  return variants.map((variant): VariantStock => {
    const entrepots = quantities
      .filter((row) => row.declinaison_id === variant.declinaison_id)
      .map(({ entrepot_id, quantite }) => ({ entrepot_id, quantite }));
    const onHand = entrepots.reduce((sum, row) => sum + row.quantite, 0);
    return {
      ...variant,
      // Units on the shelves that the storefront does not sell: held by orders awaiting payment.
      reserve: variant.total === null ? 0 : Math.max(0, onHand - variant.total),
      alerte: isLowStock(variant.total, variant.seuil),
      entrepots,
    };
  });
}

/** One variant's stock as the list shows it: what an adjustment or a transfer answers. */
export async function describeVariant(db: Database, declinaisonId: number) {
  const [variant] = await describeVariants(db, { declinaison: declinaisonId }, 1, 0);
  return variant!;
}

/** A page of variants with their counts per warehouse. */
export async function listStocks(db: Database, query: StocksQuery) {
  const filters = { produit: query.produit, entrepot: query.entrepot, alerte: query.alerte };
  const [datas, total] = await Promise.all([
    describeVariants(db, filters, STOCKS_PAGE_SIZE, (query.page - 1) * STOCKS_PAGE_SIZE),
    countVariants(db, filters),
  ]);
  return { datas, total, page: query.page, limit: STOCKS_PAGE_SIZE };
}

/** A variant's ledger, newest first. */
export async function listMovements(db: Database, declinaisonId: number, page: number) {
  const [rows, total] = await Promise.all([
    selectMovements(db, declinaisonId, STOCK_MOVEMENTS_PAGE_SIZE, (page - 1) * STOCK_MOVEMENTS_PAGE_SIZE),
    countMovements(db, declinaisonId),
  ]);
  if (total === 0 && (await selectVariants(db, { declinaison: declinaisonId }, 1, 0)).length === 0) {
    throw variantNotFound();
  }
  const datas = rows.map((row) => ({ ...row, created: row.created.toISOString() }));
  return { datas, total, page, limit: STOCK_MOVEMENTS_PAGE_SIZE };
}
