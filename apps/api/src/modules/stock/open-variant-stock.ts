import type { Transaction } from '../../db/client.ts';
import { putIntoLot } from './lot-moves.ts';
import { initialLotId, placeUnlottedStock } from './lots.queries.ts';
import { openingWarehouseNotFound, warehouseNeeded } from './stock-refusals.ts';
import {
  addToSellable,
  addToWarehouse,
  insertMovements,
  lockStockRows,
  placeUnplacedStock,
  selectFirstWarehouseForShare,
  selectWarehousesForShare,
} from './stock.queries.ts';

/**
 * A new variant's opening stock, in its creation's transaction: tracked from the start with
 * `quantite` units (0 unless told) in the named warehouse, or the first one, recorded as a receipt.
 * So no variant is created "untracked", which the storefront cannot sell.
 */
export async function openVariantStock(
  tx: Transaction,
  declinaisonId: number,
  opening: { entrepot_id?: number; quantite?: number },
  userId: number,
) {
  const quantite = opening.quantite ?? 0;
  const warehouseId = opening.entrepot_id ?? (await selectFirstWarehouseForShare(tx));
  if (opening.entrepot_id !== undefined && (await selectWarehousesForShare(tx, [opening.entrepot_id])).length === 0) {
    throw openingWarehouseNotFound();
  }
  if (warehouseId === null && quantite > 0) throw warehouseNeeded();
  await addToSellable(tx, declinaisonId, quantite);
  if (warehouseId === null) return;
  await lockStockRows(tx, declinaisonId, [warehouseId]);
  if (quantite === 0) return;
  // Opening stock has no lot number yet: it is the variant's lot INITIAL, as the migrated stock.
  const lotId = await initialLotId(tx, declinaisonId);
  await putIntoLot(tx, lotId, warehouseId, quantite);
  await addToWarehouse(tx, declinaisonId, warehouseId, quantite);
  await insertMovements(tx, [
    {
      declinaison_id: declinaisonId,
      entrepot_id: warehouseId,
      delta: quantite,
      motif: 'receipt',
      user_id: userId,
      commande_id: null,
      lot_id: lotId,
      note: 'Stock initial',
    },
  ]);
}

/** The demo seed's variants get their units in the first warehouse, recorded as receipts. */
export async function receiveSeededStock(tx: Transaction) {
  await placeUnplacedStock(tx, 'Stock initial');
  await placeUnlottedStock(tx);
}
