import type { Database } from '../../db/client.ts';
import { selectAccountOrderLines, selectAccountOrders } from './account-orders.queries.ts';

/** An account's orders and their lines, whole, for the customer's data export (GDPR). */
export async function accountOrders(db: Database, userId: number) {
  const [orders, lines] = await Promise.all([selectAccountOrders(db, userId), selectAccountOrderLines(db, userId)]);
  return { orders, lines };
}
