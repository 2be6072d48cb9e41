import { calculateShopDay } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import { takeFromLots } from './lot-moves.ts';
import { addToOrderLot } from './lots.queries.ts';
import {
  addToWarehouse,
  insertMovements,
  lockStockedRowsForSale,
  lockVariant,
  releaseSellable,
  takeSellable,
  type MovementRow,
  type ReleasedLine,
} from './stock.queries.ts';

export type { ReleasedLine } from './stock.queries.ts';

/** The note of a sale's movement that took units past their best-before date (no other lot could serve). */
export const EXPIRED_LOT_SOLD = 'Lot périmé vendu : aucun autre lot en stock';

/** A variant's units in one order. */
export interface OrderedUnits {
  declinaison_id: number;
  qtt: number;
}

/*
 * Checkout's calls: they run inside the caller's transaction (hold, release and sale), so the
 * ledger row exists if and only if the change does. The caller refreshes the catalogue once
 * committed.
 */

/**
 * Holds an order's units: takes them out of the sellable totals (guarded statements, in the order
 * given: pass variants by id so two orders never wait on each other) and records the holds.
 * Answers the first variant that is short, leaving the caller to roll back, or null.
 */
export async function holdUnits(
  tx: Transaction,
  order: { commandeId: number; userId: number | null; note?: string },
  lines: readonly OrderedUnits[],
): Promise<number | null> {
  for (const line of lines) {
    if (!(await takeSellable(tx, line.declinaison_id, line.qtt))) return line.declinaison_id;
  }
  await insertMovements(
    tx,
    lines.map((line) => ({
      declinaison_id: line.declinaison_id,
      entrepot_id: null,
      delta: -line.qtt,
      motif: 'hold' as const,
      user_id: order.userId,
      commande_id: order.commandeId,
      note: order.note ?? '',
    })),
  );
  return null;
}

/** Gives released holds back to the sellable totals, recorded; `userId` null for the shop's upkeep. */
export async function releaseUnits(tx: Transaction, lines: readonly ReleasedLine[], userId: number | null) {
  if (lines.length > 0) await releaseSellable(tx, lines, userId);
}

/**
 * A paid order's units leave the shelves: taken from the warehouses in their preparation order,
 * in each from the first-expiring lots (the sellable total already went down with the hold); the
 * order keeps which lots it took (a recall reads them, its parcels start from them). A sale is never refused — the payment is
 * made — so a count short of the order (only possible if stock was written around this module) is
 * taken as far as it goes, and lots past their best-before date are taken only when no other lot
 * of the warehouse can serve: their movements then carry the note `EXPIRED_LOT_SOLD`, so the
 * ledger shows which order got them.
 */
export async function sellUnits(
  tx: Transaction,
  order: { commandeId: number; userId: number | null },
  lines: readonly OrderedUnits[],
) {
  const movements: MovementRow[] = [];
  const today = calculateShopDay(new Date());
  for (const line of [...lines].sort((a, b) => a.declinaison_id - b.declinaison_id)) {
    await lockVariant(tx, line.declinaison_id);
    let remaining = line.qtt;
    for (const row of await lockStockedRowsForSale(tx, line.declinaison_id)) {
      if (remaining === 0) break;
      const taken = Math.min(remaining, row.quantite);
      remaining -= taken;
      await addToWarehouse(tx, line.declinaison_id, row.entrepot_id, -taken);
      const lots = await takeFromLots(tx, line.declinaison_id, row.entrepot_id, taken, { lenient: true, today });
      for (const lot of lots) await addToOrderLot(tx, order.commandeId, lot.lot_id, lot.qtt);
      const unlotted = taken - lots.reduce((sum, lot) => sum + lot.qtt, 0);
      const sale = { declinaison_id: line.declinaison_id, entrepot_id: row.entrepot_id, motif: 'sale' as const };
      const by = { user_id: order.userId, commande_id: order.commandeId };
      for (const lot of lots) {
        const note = lot.expired ? { note: EXPIRED_LOT_SOLD } : {};
        movements.push({ ...sale, ...by, ...note, delta: -lot.qtt, lot_id: lot.lot_id });
      }
      // Only units written around this module can lack a lot; the ledger still counts them.
      if (unlotted > 0) movements.push({ ...sale, ...by, delta: -unlotted });
    }
  }
  await insertMovements(tx, movements);
}
