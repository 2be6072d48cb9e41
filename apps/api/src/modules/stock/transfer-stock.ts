import type { StockTransferInput } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { putIntoLot, requireLot, takeFromLots } from './lot-moves.ts';
import { requireVariant, requireWarehouses } from './stock-locks.ts';
import { warehouseShort } from './stock-refusals.ts';
import { addToWarehouse, insertMovements, lockStockRows } from './stock.queries.ts';

/**
 * Moves units between two warehouses, each keeping its lot (the one named, else first-expiring
 * first): two ledger rows a lot, one transaction, never below zero.
 */
export async function transferStock(db: Database, userId: number, declinaisonId: number, input: StockTransferInput) {
  await db.transaction(async (tx) => {
    await requireVariant(tx, declinaisonId);
    const labels = await requireWarehouses(tx, [input.depuis, input.vers]);
    const rows = await lockStockRows(tx, declinaisonId, [input.depuis, input.vers]);
    const available = rows.find((row) => row.entrepot_id === input.depuis)!.quantite;
    if (available < input.quantite) {
      throw warehouseShort(available, labels.get(input.depuis), 'transférer', input.quantite);
    }
    if (input.lot_id !== undefined) await requireLot(tx, declinaisonId, input.lot_id);
    const taken = await takeFromLots(tx, declinaisonId, input.depuis, input.quantite, { lotId: input.lot_id });
    for (const take of taken) await putIntoLot(tx, take.lot_id, input.vers, take.qtt);
    await addToWarehouse(tx, declinaisonId, input.depuis, -input.quantite);
    await addToWarehouse(tx, declinaisonId, input.vers, input.quantite);
    const movement = {
      declinaison_id: declinaisonId,
      motif: 'transfer' as const,
      user_id: userId,
      commande_id: null,
      note: input.note ?? '',
    };
    await insertMovements(
      tx,
      taken.flatMap((take) => [
        { ...movement, entrepot_id: input.depuis, delta: -take.qtt, lot_id: take.lot_id },
        { ...movement, entrepot_id: input.vers, delta: take.qtt, lot_id: take.lot_id },
      ]),
    );
    const [from, to] = [`Stock ${labels.get(input.depuis)}`, `Stock ${labels.get(input.vers)}`];
    const arriving = rows.find((row) => row.entrepot_id === input.vers)!.quantite;
    await recordAudit(tx, {
      userId,
      resource: 'variantes',
      recordId: declinaisonId,
      before: { [from]: available, [to]: arriving },
      after: { [from]: available - input.quantite, [to]: arriving + input.quantite, motif: 'transfer' },
    });
  });
}
