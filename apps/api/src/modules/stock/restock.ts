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
import { sortFefo } from '@boutique/domain';
import { putIntoLot, requireLot, type LotTaken } from './lot-moves.ts';
import { addToOrderLot, initialLotId, selectOrderLots } from './lots.queries.ts';

/** Units a customer sent back, going on the shelves again. */
export interface ReturnedUnits {
  declinaisonId: number;
  /** The warehouse they go to; the one sales take from first when absent. */
  entrepotId?: number | null | undefined;
  qtt: number;
  commandeId: number;
  userId: number | null;
  note?: string;
  /**
   * The lot they go back to (one of the variant's); when absent, the lots the order took, each up
   * to what it took, last-expiring first; units beyond that go to the lot it took most of, else INITIAL.
   */
  lotId?: number | null | undefined;
}

/**
 * Puts returned units back in a warehouse, in their lots, and in the sellable total, logged as
 * 'return' movements (one per lot), inside the caller's transaction (a refund's or a return's), so
 * the ledger rows exist if and only if the change does. The order's record of each lot goes down by
 * as much as went back to it (a recall then no longer counts units it got back), never below zero.
 * Answers the warehouse and the lots used; the caller refreshes the catalogue once committed. Refused: unknown warehouse (400), a lot not of
 * this variant (404 `lot_not_found`), no warehouse at all (409).
 */
export async function restockToLot(
  tx: Transaction,
  units: ReturnedUnits,
): Promise<{ entrepotId: number; lots: LotTaken[] }> {
  const warehouseId = units.entrepotId ?? (await selectFirstWarehouseForShare(tx));
  if (warehouseId === null) {
    throw new AppError(409, 'Aucun entrepôt où remettre les articles en stock.', {}, 'warehouse_needed');
  }
  if (units.entrepotId != null && (await selectWarehousesForShare(tx, [units.entrepotId])).length === 0) {
    throw new AppError(400, INVALID_FIELDS, { entrepot: ['Entrepôt introuvable.'] }, 'warehouse_not_found');
  }
  await lockVariant(tx, units.declinaisonId);
  await lockStockRows(tx, units.declinaisonId, [warehouseId]);
  const taken = await selectOrderLots(tx, units.commandeId, units.declinaisonId);
  const back =
    units.lotId != null
      ? [{ lot_id: (await requireLot(tx, units.declinaisonId, units.lotId)).id, qtt: units.qtt }]
      : await spreadOverOrderLots(tx, units, taken);
  for (const lot of back) {
    const fromOrder = Math.min(lot.qtt, taken.find((entry) => entry.id === lot.lot_id)?.qtt ?? 0);
    if (fromOrder > 0) await addToOrderLot(tx, units.commandeId, lot.lot_id, -fromOrder);
    await putIntoLot(tx, lot.lot_id, warehouseId, lot.qtt);
  }
  await addToWarehouse(tx, units.declinaisonId, warehouseId, units.qtt);
  await addToSellable(tx, units.declinaisonId, units.qtt);
  await insertMovements(
    tx,
    back.map((lot) => ({
      declinaison_id: units.declinaisonId,
      entrepot_id: warehouseId,
      delta: lot.qtt,
      motif: 'return' as const,
      user_id: units.userId,
      commande_id: units.commandeId,
      lot_id: lot.lot_id,
      note: units.note ?? '',
    })),
  );
  return { entrepotId: warehouseId, lots: back };
}

/**
 * Where returned units go when no lot is named: the lots the order took, each up to what it took,
 * last-expiring first (the customer keeps the first-expiring units last); units beyond what it took
 * go to the lot it took most of, else INITIAL.
 */
async function spreadOverOrderLots(
  tx: Transaction,
  units: ReturnedUnits,
  taken: readonly { id: number; numero: string; dluo: string | null; fabrication: string | null; qtt: number }[],
): Promise<LotTaken[]> {
  const back: LotTaken[] = [];
  let remaining = units.qtt;
  for (const lot of sortFefo(taken).reverse()) {
    const n = Math.min(remaining, lot.qtt);
    if (n <= 0) continue;
    back.push({ lot_id: lot.id, qtt: n });
    remaining -= n;
  }
  if (remaining > 0) {
    const most = [...taken].sort((a, b) => b.qtt - a.qtt || a.id - b.id)[0];
    const lotId = most ? most.id : await initialLotId(tx, units.declinaisonId);
    const already = back.find((entry) => entry.lot_id === lotId);
    if (already) already.qtt += remaining;
    else back.push({ lot_id: lotId, qtt: remaining });
  }
  return back;
}

/** `restockToLot` for callers that only need the warehouse (a refund's restock picks the order's lots). */
export async function restockUnits(tx: Transaction, units: ReturnedUnits): Promise<number> {
  return (await restockToLot(tx, units)).entrepotId;
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
