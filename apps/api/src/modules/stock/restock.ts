import type { Transaction } from '../../db/client.ts';
import { AppError, INVALID_FIELDS } from '../../lib/errors.ts';
import {
  addToSellable,
  addToWarehouse,
  insertMovements,
  lockStockRows,
  lockVariant,
  selectFirstWarehouseForShare,
  selectWarehousesForShare,
} from './stock.queries.ts';

/** Units a customer sent back, going on the shelves again. */
export interface ReturnedUnits {
  declinaisonId: number;
  /** The warehouse they go to; the one sales take from first when absent. */
  entrepotId?: number | null | undefined;
  qtt: number;
  commandeId: number;
  userId: number | null;
  note?: string;
}

/**
 * Puts returned units back in a warehouse and in the sellable total, logged as a 'return'
 * movement, inside the caller's transaction (a refund's), so the ledger row exists if and only if
 * the change does. Answers the warehouse used; the caller refreshes the catalogue once committed.
 */
export async function restockUnits(tx: Transaction, units: ReturnedUnits): Promise<number> {
  const warehouseId = units.entrepotId ?? (await selectFirstWarehouseForShare(tx));
  if (warehouseId === null) {
    throw new AppError(409, 'Aucun entrepôt où remettre les articles en stock.', {}, 'warehouse_needed');
  }
  if (units.entrepotId != null && (await selectWarehousesForShare(tx, [units.entrepotId])).length === 0) {
    throw new AppError(400, INVALID_FIELDS, { entrepot: ['Entrepôt introuvable.'] }, 'warehouse_not_found');
  }
  await lockVariant(tx, units.declinaisonId);
  await lockStockRows(tx, units.declinaisonId, [warehouseId]);
  await addToWarehouse(tx, units.declinaisonId, warehouseId, units.qtt);
  await addToSellable(tx, units.declinaisonId, units.qtt);
  await insertMovements(tx, [
    {
      declinaison_id: units.declinaisonId,
      entrepot_id: warehouseId,
      delta: units.qtt,
      motif: 'return',
      user_id: units.userId,
      commande_id: units.commandeId,
      note: units.note ?? '',
    },
  ]);
  return warehouseId;
}

/** The warehouses among `ids` that do not exist, so a refund can refuse them before any money moves. */
export async function unknownWarehouses(tx: Transaction, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await selectWarehousesForShare(tx, ids)).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Whether units sent back with no warehouse named have one to go to (the one sales take from first). */
export async function hasDefaultWarehouse(tx: Transaction): Promise<boolean> {
  return (await selectFirstWarehouseForShare(tx)) !== null;
}
