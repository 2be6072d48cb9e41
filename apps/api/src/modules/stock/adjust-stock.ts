import { adjustmentMovementReason, type StockAdjustmentInput } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { putIntoLot, receivingLot, requireLot, takeFromLots } from './lot-moves.ts';
import { lockWarehouseLots } from './lots.queries.ts';
import { requireVariant, requireWarehouses } from './stock-locks.ts';
import { heldByOrders, warehouseShort } from './stock-refusals.ts';
import { addToSellable, addToWarehouse, insertMovements, lockStockRows } from './stock.queries.ts';

/**
 * Adds or removes units in a warehouse with a reason, or sets its count (a stock count, logged
 * as an adjustment with the figure counted); the sellable total moves by the same difference.
 * Units added go in the lot named or received (INITIAL when none); units removed come out of the
 * lot named, else first-expiring first; a count with a lot named counts that lot alone.
 * Refused (409) below zero in the warehouse or the lot, and below the units held by orders
 * awaiting payment in the total. Answers whether anything changed.
 */
export function adjustStock(
  db: Database,
  userId: number,
  declinaisonId: number,
  input: StockAdjustmentInput,
): Promise<boolean> {
  return db.transaction((tx) => adjustStockIn(tx, userId, declinaisonId, input));
}

/** The same, inside the caller's transaction (a stock file's import makes many at once). */
export async function adjustStockIn(
  tx: Transaction,
  userId: number,
  declinaisonId: number,
  input: StockAdjustmentInput,
): Promise<boolean> {
  const variant = await requireVariant(tx, declinaisonId);
  const labels = await requireWarehouses(tx, [input.entrepot_id]);
  const [row] = await lockStockRows(tx, declinaisonId, [input.entrepot_id]);
  const current = row!.quantite;
  const named = input.lot_id === undefined ? null : await requireLot(tx, declinaisonId, input.lot_id);
  let delta = input.quantite;
  if (input.operation === 'fixer') {
    const lotUnits = named
      ? ((await lockWarehouseLots(tx, declinaisonId, input.entrepot_id)).find((lot) => lot.id === named.id)?.quantite ??
        0)
      : current;
    delta = input.quantite - lotUnits;
  }
  if (delta === 0) return false;
  if (current + delta < 0) throw warehouseShort(current, labels.get(input.entrepot_id), 'retirer', -delta);
  const sellable = variant.stock ?? 0;
  if (sellable + delta < 0) throw heldByOrders(sellable);
  let moved: { lot_id: number; qtt: number; numero?: string }[];
  if (delta > 0) {
    const lot = named ?? (await receivingLot(tx, declinaisonId, { lot: input.lot }));
    await putIntoLot(tx, lot.id, input.entrepot_id, delta);
    moved = [{ lot_id: lot.id, qtt: delta, numero: lot.numero }];
  } else {
    const taken = await takeFromLots(tx, declinaisonId, input.entrepot_id, -delta, { lotId: named?.id });
    moved = taken.map((take) => ({ lot_id: take.lot_id, qtt: -take.qtt }));
  }
  await addToWarehouse(tx, declinaisonId, input.entrepot_id, delta);
  await addToSellable(tx, declinaisonId, delta);
  await insertMovements(
    tx,
    moved.map((move) => ({
      declinaison_id: declinaisonId,
      entrepot_id: input.entrepot_id,
      delta: move.qtt,
      motif: adjustmentMovementReason(input),
      user_id: userId,
      commande_id: null,
      compte: input.operation === 'fixer' ? input.quantite : null,
      lot_id: move.lot_id,
      note: input.note ?? '',
    })),
  );
  // The warehouse's name is the field: the variant's history reads "Stock Entrepôt Bordeaux".
  const warehouse = `Stock ${labels.get(input.entrepot_id)}`;
  await recordAudit(tx, {
    userId,
    resource: 'variantes',
    recordId: declinaisonId,
    before: { stock: sellable, [warehouse]: current },
    after: {
      stock: sellable + delta,
      [warehouse]: current + delta,
      motif: input.motif,
      lots: moved.map((move) => ({
        lot_id: move.lot_id,
        delta: move.qtt,
        ...(move.numero ? { numero: move.numero } : {}),
      })),
    },
  });
  return true;
}
