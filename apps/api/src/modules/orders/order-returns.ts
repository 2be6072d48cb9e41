import type { Transaction } from '../../db/client.ts';
import { toRefundedSoFar } from './refund-state.ts';
import { selectRefundsOfOrder } from './refunds.queries.ts';

/**
 * Units of each variant an order's refunds (not refused) already gave back: the returns module
 * reads them under the order's lock, the lock the refunds take too, so a withdrawal and a refund
 * of the same line queue one behind the other.
 */
export async function unitsRefundedOf(tx: Transaction, orderId: number): Promise<ReadonlyMap<number, number>> {
  return toRefundedSoFar(await selectRefundsOfOrder(tx, orderId, true)).lignes;
}

/**
 * Units of each variant an order's refunds (not refused) put back on the shelves, or will once
 * made: a return received afterwards must not put the same units back a second time.
 */
export async function unitsRestockedOf(tx: Transaction, orderId: number): Promise<ReadonlyMap<number, number>> {
  return restockedByRefunds(await selectRefundsOfOrder(tx, orderId, true));
}

/** Units of each variant the given refunds restock. */
export function restockedByRefunds(
  refunds: readonly { lignes: readonly { declinaison_id: number; qtt: number; restock: boolean }[] }[],
): Map<number, number> {
  const restocked = new Map<number, number>();
  for (const line of refunds.flatMap((refund) => refund.lignes).filter((entry) => entry.restock)) {
    restocked.set(line.declinaison_id, (restocked.get(line.declinaison_id) ?? 0) + line.qtt);
  }
  return restocked;
}
