import { REVIEWABLE_ORDER_STATUSES } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { selectHasOrderedProduct } from './checkout.queries.ts';

/**
 * Whether the customer bought the product: a paid order the shop keeps (REVIEWABLE_ORDER_STATUSES)
 * holds one of its variants. What the reviews module asks before taking a review.
 */
export function hasBoughtProduct(db: Database, userId: number, produitId: number): Promise<boolean> {
  return selectHasOrderedProduct(db, userId, produitId, REVIEWABLE_ORDER_STATUSES);
}
