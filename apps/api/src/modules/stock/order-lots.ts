import { calculateShopDay, isExpired, pickFefo, sortFefo } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { putIntoLot, requireLot } from './lot-moves.ts';
import {
  addToLot,
  addToOrderLot,
  lockLotInWarehouses,
  selectLotsByIds,
  selectLotsOfOrders,
  selectOrderLots,
} from './lots.queries.ts';
import { requireVariant } from './stock-locks.ts';
import { lotExpired, lotShort } from './stock-refusals.ts';
import { insertMovements, type MovementRow } from './stock.queries.ts';

/*
 * The lots of an order's units, for its parcels (modules/parcels): the sale took them FEFO; staff
 * packing may name another lot, which swaps units on the shelf in the parcel's transaction.
 */

export interface LotUnits {
  lot_id: number;
  qtt: number;
}

export interface ParcelLineLots {
  commandeId: number;
  declinaisonId: number;
  qtt: number;
  /** The lots staff named (their units sum to `qtt`); the order's first-expiring ones when absent. */
  chosen?: readonly LotUnits[] | undefined;
  /** Units of each lot the order's other parcels already carry. */
  inOtherParcels: ReadonlyMap<number, number>;
  userId: number;
}

/**
 * The lots a parcel line's units come from. Without a choice: the lots the order took, FEFO, less
 * what its other parcels carry (a line whose order took no lot, only possible for stock written
 * around this module, gets none). With a choice, each named lot the order lacks is taken off the
 * shelf under the variant's lock, in the warehouses sales take from first, and as many of the
 * order's own units, last-expiring first, go back on the shelf in the same warehouse: so the
 * counts do not move, and two parcels naming the last units of a lot at once get one each only if
 * there are two (the other is refused, 409 `lot_stock_insufficient`). A lot past its best-before
 * date is never taken off the shelf for a parcel (409 `lot_expired`); without a choice, the
 * order's unexpired lots go first.
 */
export async function lotsForParcelLine(tx: Transaction, line: ParcelLineLots): Promise<LotUnits[]> {
  const free = async () =>
    (await selectOrderLots(tx, line.commandeId, line.declinaisonId))
      .map((lot) => ({ ...lot, quantite: lot.qtt - (line.inOtherParcels.get(lot.id) ?? 0) }))
      .filter((lot) => lot.quantite > 0);
  if (!line.chosen) {
    // The order's unexpired units ship first; expired ones only if the sale had to take them.
    const today = calculateShopDay(new Date());
    return pickFefo(await free(), line.qtt, { today }).picked.map(({ lot, qtt }) => ({ lot_id: lot.id, qtt }));
  }
  await requireVariant(tx, line.declinaisonId);
  const chosenIds = new Set(line.chosen.map((entry) => entry.lot_id));
  const movements: MovementRow[] = [];
  for (const wanted of line.chosen) {
    const lot = await requireLot(tx, line.declinaisonId, wanted.lot_id);
    const lots = await free();
    const need = wanted.qtt - (lots.find((entry) => entry.id === lot.id)?.quantite ?? 0);
    if (need <= 0) continue;
    // Units the order lacks come off the shelf: never from a lot past its best-before date.
    if (isExpired(lot, calculateShopDay(new Date()))) throw lotExpired(lot.numero);
    // The order's units that go back: not named, last-expiring first.
    const givable = sortFefo(lots.filter((entry) => !chosenIds.has(entry.id))).reverse();
    const shelf = await lockLotInWarehouses(tx, lot.id);
    const onShelf = shelf.reduce((sum, row) => sum + row.quantite, 0);
    const canGive = givable.reduce((sum, entry) => sum + entry.quantite, 0);
    if (onShelf < need || canGive < need) throw lotShort(Math.min(onShelf, canGive), lot.numero, need);
    let remaining = need;
    for (const row of shelf) {
      let here = Math.min(remaining, row.quantite);
      remaining -= here;
      await addToLot(tx, lot.id, row.entrepot_id, -here);
      await addToOrderLot(tx, line.commandeId, lot.id, here);
      const move = { declinaison_id: line.declinaisonId, entrepot_id: row.entrepot_id, motif: 'adjustment' as const };
      const by = { user_id: line.userId, commande_id: line.commandeId, note: 'Lot choisi au colisage' };
      movements.push({ ...move, ...by, delta: -here, lot_id: lot.id });
      while (here > 0) {
        const back = givable.find((entry) => entry.quantite > 0)!;
        const n = Math.min(here, back.quantite);
        back.quantite -= n;
        here -= n;
        await putIntoLot(tx, back.id, row.entrepot_id, n);
        await addToOrderLot(tx, line.commandeId, back.id, -n);
        movements.push({ ...move, ...by, delta: n, lot_id: back.id });
      }
      if (remaining === 0) break;
    }
  }
  await insertMovements(tx, movements);
  return line.chosen.map((entry) => ({ lot_id: entry.lot_id, qtt: entry.qtt }));
}

/** Lots with their numbers and dates, by id (the parcels' slips and pages). */
export async function lotsById(db: Database | Transaction, ids: readonly number[]) {
  return new Map((await selectLotsByIds(db, [...new Set(ids)])).map((lot) => [lot.id, lot]));
}

/** The lots an order's units still with it come from, every variant's (its page, a refund's choice of lot). */
export function lotsTakenByOrder(db: Database | Transaction, commandeId: number) {
  return selectOrderLots(db, commandeId);
}

/** The lots some orders took (units still with them or to ship), for the pick list. */
export function lotsOfOrders(db: Database, commandeIds: readonly number[]) {
  return selectLotsOfOrders(db, commandeIds);
}
