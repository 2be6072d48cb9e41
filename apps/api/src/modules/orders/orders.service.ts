import type { Database } from '../../db/client.ts';
import { shippedParcelsOf } from '../parcels/parcels.service.ts';
import { toOrder } from './order-view.ts';
import { selectCustomerOrder, selectCustomerOrders, selectLinesOfOrders } from './orders.queries.ts';

/**
 * What other modules may read and change of orders. They go through this file, never through
 * orders.queries.ts, so the orders' tables have one owner and one place to look for their users.
 */
export {
  lockOrder,
  lockOrderByNumber,
  markShippedByParcels,
  orderIdsFound,
  orderIdsNumbered,
  selectCustomerOrder,
  selectLastPayments,
  selectLines,
  selectLinesOfOrders,
  selectLinesToShip,
  selectOrderByHash,
  selectOrderById,
  selectOrderLines,
  selectOrdersByIds,
  selectOrdersToPick,
  selectOrdersToPrint,
  selectPaidOrdersOfBaskets,
  stampShipped,
} from './orders.queries.ts';
import { orderNotFound } from './order-refusals.ts';
export { unitsRefundedOf, unitsRestockedOf } from './order-returns.ts';
export { isRefundable } from './refund-state.ts';
export { announceShipped, orderEventData } from './order-events.ts';

/** A customer's own orders (paid, to check, shipped or refunded), newest first, as they see them. */
export async function listCustomerOrders(db: Database, userId: number) {
  const orders = await selectCustomerOrders(db, userId);
  const lines = await selectLinesOfOrders(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => toOrder(order, lines));
}

/** One of a customer's orders with its shipped parcels; someone else's looks missing. */
export async function readCustomerOrder(db: Database, hash: string, userId: number) {
  const order = await selectCustomerOrder(db, hash, userId);
  if (!order) throw orderNotFound();
  const lines = await selectLinesOfOrders(db, [order.id]);
  const parcels = await shippedParcelsOf(db, [order.id]);
  return { ...toOrder(order, lines), colis: parcels.map(({ commande_id: _, ...parcel }) => parcel) };
}

/** An order as its customer sees it, read again after a change made by staff (a refund). */
export async function customerView(db: Database, order: Parameters<typeof toOrder>[0]) {
  return toOrder(order, await selectLinesOfOrders(db, [order.id]));
}
