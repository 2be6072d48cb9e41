import { KEPT_SALE_STATUSES } from './admin/commandes.ts';
import type { OrderStatus } from './contracts/orders.ts';

/**
 * The one rule of what the back office counts as a sale, for the dashboard's tiles and the
 * statistics alike: an order whose money the shop keeps (paid or shipped). Test orders (paid
 * through the simulated provider) count too, so a shop still without Stripe keys sees the same
 * figures on both screens; each figure also says how many of them were tests, and the screens
 * mark them.
 */
export const COUNTED_SALE_STATUSES = KEPT_SALE_STATUSES;

export function countsAsSale(order: { statut: OrderStatus }): boolean {
  return (COUNTED_SALE_STATUSES as readonly OrderStatus[]).includes(order.statut);
}

/**
 * Orders for a number of visits, or null when there is nothing to relate: no visit, or no order
 * (a rate of "0 %" next to no order at all reads as a figure the shop does not have).
 */
export function conversionRate(orders: number, visits: number): number | null {
  if (orders <= 0 || visits <= 0) return null;
  return orders / visits;
}
