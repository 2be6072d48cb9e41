import { COUNTED_SALE_STATUSES, REVIEWABLE_ORDER_STATUSES } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { selectHasOrderedProduct, selectProductSales } from './checkout.queries.ts';

/**
 * Whether the customer bought the product: a paid order the shop keeps (REVIEWABLE_ORDER_STATUSES)
 * holds one of its variants. What the reviews module asks before taking a review.
 */
export function hasBoughtProduct(db: Database, userId: number, produitId: number): Promise<boolean> {
  return selectHasOrderedProduct(db, userId, produitId, REVIEWABLE_ORDER_STATUSES);
}

/**
 * Per product, what the orders paid in [start, end) and counted as sales (COUNTED_SALE_STATUSES,
 * test orders included, as on the dashboard) sold: orders, units and the lines' TTC. What the
 * audience statistics put beside views and adds.
 */
export function productSales(db: Database, start: Date, end: Date) {
  return selectProductSales(db, start, end, COUNTED_SALE_STATUSES);
}
