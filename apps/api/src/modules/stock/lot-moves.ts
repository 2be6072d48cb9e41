import { isExpired, pickFefo, type LotInput } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import { lotDatesDiffer, lotExpired, lotNotFound, lotShort } from './stock-refusals.ts';
import {
  addToLot,
  initialLotId,
  insertLot,
  lockWarehouseLots,
  selectLotByNumber,
  selectLotsByIds,
  type LotRow,
} from './lots.queries.ts';

/*
 * The lot side of every change of a warehouse's units. Callers hold the variant's lock (see README,
 * Rules) and move `stocks` by the same amount, so a warehouse's count stays the sum of its lots.
 */

export interface LotTaken {
  lot_id: number;
  qtt: number;
  /** Past its best-before date on the day given (only a paid sale takes such units, as a last resort). */
  expired?: boolean;
}

/** The lot units go into: the one named (the variant's), the one received (found or made by its number), else INITIAL. */
export async function receivingLot(
  tx: Transaction,
  declinaisonId: number,
  choice: { lot_id?: number | undefined; lot?: LotInput | undefined },
): Promise<LotRow | { id: number; numero: string }> {
  if (choice.lot_id !== undefined) return requireLot(tx, declinaisonId, choice.lot_id);
  if (choice.lot)
    return (await insertLot(tx, declinaisonId, choice.lot)) ?? (await knownLot(tx, declinaisonId, choice.lot))!;
  const id = await initialLotId(tx, declinaisonId);
  return { id, numero: 'INITIAL' };
}

/** The variant's lot of that number, null when it has none; refused (409) when its dates are not those given. */
export async function knownLot(tx: Transaction, declinaisonId: number, lot: LotInput): Promise<LotRow | null> {
  const known = await selectLotByNumber(tx, declinaisonId, lot.numero);
  if (!known) return null;
  const same =
    known.dluo === (lot.dluo ?? null) &&
    known.pao_mois === (lot.pao_mois ?? null) &&
    (lot.fabrication == null || known.fabrication === lot.fabrication);
  if (!same) throw lotDatesDiffer(known.numero);
  return known;
}

/** A lot of this variant, or 404. */
export async function requireLot(tx: Transaction, declinaisonId: number, lotId: number): Promise<LotRow> {
  const [lot] = await selectLotsByIds(tx, [lotId]);
  if (!lot || lot.declinaison_id !== declinaisonId) throw lotNotFound();
  return lot;
}

/**
 * Takes `qtt` units out of a warehouse's lots: all from the lot named (refused when it is short),
 * else first-expiring first, split as needed. With `today` (units leaving for a customer), lots
 * past their best-before date come last and are refused (409 `lot_expired`) when the others
 * cannot serve. `lenient` (a paid sale, never refused) takes what the lots hold when they hold
 * less than asked, expired units included, flagged `expired` so the sale leaves a trace.
 */
export async function takeFromLots(
  tx: Transaction,
  declinaisonId: number,
  entrepotId: number,
  qtt: number,
  options: { lotId?: number | null | undefined; lenient?: boolean; today?: string | undefined } = {},
): Promise<LotTaken[]> {
  const rows = await lockWarehouseLots(tx, declinaisonId, entrepotId);
  let picked: LotTaken[];
  if (options.lotId != null) {
    const row = rows.find((entry) => entry.id === options.lotId);
    if (!row) throw lotNotFound();
    if (row.quantite < qtt && !options.lenient) throw lotShort(row.quantite, row.numero, qtt);
    picked = [{ lot_id: row.id, qtt: Math.min(qtt, row.quantite) }];
  } else {
    const { today } = options;
    const fefo = pickFefo(rows, qtt, { today });
    if (fefo.short > 0 && !options.lenient) {
      const available = rows.reduce((sum, row) => sum + row.quantite, 0);
      throw lotShort(available, rows.map((row) => row.numero).join(', ') || '—', qtt);
    }
    const expiredLot = (lot: LotRow) => today !== undefined && isExpired(lot, today);
    const firstExpired = fefo.picked.find(({ lot }) => expiredLot(lot));
    if (firstExpired && !options.lenient) throw lotExpired(firstExpired.lot.numero);
    picked = fefo.picked.map(({ lot, qtt: taken }) =>
      expiredLot(lot) ? { lot_id: lot.id, qtt: taken, expired: true } : { lot_id: lot.id, qtt: taken },
    );
  }
  for (const take of picked.filter((entry) => entry.qtt > 0)) await addToLot(tx, take.lot_id, entrepotId, -take.qtt);
  return picked.filter((entry) => entry.qtt > 0);
}

/** Puts units of a lot in a warehouse. */
export async function putIntoLot(tx: Transaction, lotId: number, entrepotId: number, qtt: number) {
  await addToLot(tx, lotId, entrepotId, qtt);
}
