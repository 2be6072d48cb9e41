import type { Transaction } from '../../db/client.ts';
import { restockUnits } from '../stock/restock.ts';
import { selectReceivedReturnUnits } from './returns.queries.ts';

/** Units of each variant of an order its returns received back: a refund may not restock them again. */
export const unitsReceivedBack = (tx: Transaction, orderId: number) => selectReceivedReturnUnits(tx, orderId);

/**
 * The one place returned units go back on the shelves, through the stock module's restock: into
 * the lot the order took most of for that variant (`restockToLot`), whose record for the order
 * goes down by as much, so a recall of that lot no longer counts them.
 */
export function restockReturnedUnits(
  tx: Transaction,
  units: {
    declinaisonId: number;
    entrepotId: number | null;
    qtt: number;
    commandeId: number;
    userId: number;
    returnId: number;
  },
): Promise<number> {
  return restockUnits(tx, {
    declinaisonId: units.declinaisonId,
    entrepotId: units.entrepotId,
    qtt: units.qtt,
    commandeId: units.commandeId,
    userId: units.userId,
    note: `Retour ${units.returnId}`,
  });
}
