import { adjustmentMovementReason, type StockAdjustmentInput } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireVariant, requireWarehouses } from './stock-locks.ts';
import { heldByOrders, warehouseShort } from './stock-refusals.ts';
import { addToSellable, addToWarehouse, insertMovements, lockStockRows } from './stock.queries.ts';

/**
 * Adds or removes units in a warehouse with a reason, or sets its count (a stock count, logged
 * as an adjustment with the figure counted); the sellable total moves by the same difference.
 * Refused (409) below zero in the warehouse, and below the units held by orders awaiting payment
 * in the total. Answers whether anything changed.
 */
export async function adjustStock(
  db: Database,
  userId: number,
  declinaisonId: number,
  input: StockAdjustmentInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const variant = await requireVariant(tx, declinaisonId);
    const labels = await requireWarehouses(tx, [input.entrepot_id]);
    const [row] = await lockStockRows(tx, declinaisonId, [input.entrepot_id]);
    const current = row!.quantite;
    const delta = input.operation === 'fixer' ? input.quantite - current : input.quantite;
    if (delta === 0) return false;
    if (current + delta < 0) throw warehouseShort(current, labels.get(input.entrepot_id), 'retirer', -delta);
    const sellable = variant.stock ?? 0;
    if (sellable + delta < 0) throw heldByOrders(sellable);
    await addToWarehouse(tx, declinaisonId, input.entrepot_id, delta);
    await addToSellable(tx, declinaisonId, delta);
    await insertMovements(tx, [
      {
        declinaison_id: declinaisonId,
        entrepot_id: input.entrepot_id,
        delta,
        motif: adjustmentMovementReason(input),
        user_id: userId,
        commande_id: null,
        compte: input.operation === 'fixer' ? input.quantite : null,
        note: input.note ?? '',
      },
    ]);
    // The warehouse's name is the field: the variant's history reads "Stock Entrepôt Bordeaux".
    const warehouse = `Stock ${labels.get(input.entrepot_id)}`;
    await recordAudit(tx, {
      userId,
      resource: 'variantes',
      recordId: declinaisonId,
      before: { stock: sellable, [warehouse]: current },
      after: { stock: sellable + delta, [warehouse]: current + delta, motif: input.motif },
    });
    return true;
  });
}
