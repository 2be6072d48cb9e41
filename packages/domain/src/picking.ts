import { unitsLeftToPack, type UnitsLine } from './parcels.ts';
import type { PickLine } from './contracts/picking.ts';
import { compareFefo } from './lots.ts';

/** Units of a lot an order still has to ship (its sale's lots, less those in shipped parcels). */
export interface LotToPick {
  lot_id: number;
  declinaison_id: number;
  numero: string;
  dluo: string | null;
  fabrication: string | null;
  qtt: number;
}

/** An order waiting to be shipped, with its lines (labels as ordered) and its shipped parcels' lines. */
export interface OrderToPick {
  numero: string;
  lignes: readonly (UnitsLine & { produit_label: string; label: string })[];
  expedies: readonly UnitsLine[];
  lots?: readonly LotToPick[];
}

/**
 * The pick list: for each variant, the units the orders still need once their shipped parcels are
 * counted out, and which orders need it; by product name, then variant. Orders left with nothing
 * to ship are not counted. Each variant's units are grouped by lot (the lots its orders took and
 * have not shipped), first-expiring first.
 */
export function pickList(orders: readonly OrderToPick[]): { commandes: number; unites: number; lignes: PickLine[] } {
  const byVariant = new Map<number, PickLine>();
  let waiting = 0;
  for (const order of orders) {
    const left = unitsLeftToPack(order.lignes, order.expedies);
    if (left.length === 0) continue;
    waiting += 1;
    for (const { declinaison_id, qtt } of left) {
      const ordered = order.lignes.find((line) => line.declinaison_id === declinaison_id)!;
      const line = byVariant.get(declinaison_id) ?? {
        declinaison_id,
        produit_label: ordered.produit_label,
        label: ordered.label,
        qtt: 0,
        commandes: [],
        lots: [],
      };
      line.qtt += qtt;
      line.commandes.push(order.numero);
      byVariant.set(declinaison_id, line);
      for (const lot of order.lots ?? []) {
        if (lot.declinaison_id !== declinaison_id || lot.qtt <= 0) continue;
        const known = line.lots.find((entry) => entry.lot_id === lot.lot_id);
        if (known) known.qtt += lot.qtt;
        else line.lots.push({ lot_id: lot.lot_id, numero: lot.numero, dluo: lot.dluo, qtt: lot.qtt });
      }
    }
  }
  const lignes = [...byVariant.values()].sort(
    (a, b) =>
      a.produit_label.localeCompare(b.produit_label, 'fr') ||
      a.label.localeCompare(b.label, 'fr') ||
      a.declinaison_id - b.declinaison_id,
  );
  const datesOf = new Map(
    orders
      .flatMap((order) => order.lots ?? [])
      .map((lot) => [lot.lot_id, { id: lot.lot_id, dluo: lot.dluo, fabrication: lot.fabrication }]),
  );
  for (const line of lignes) line.lots.sort((a, b) => compareFefo(datesOf.get(a.lot_id)!, datesOf.get(b.lot_id)!));
  return { commandes: waiting, unites: lignes.reduce((sum, line) => sum + line.qtt, 0), lignes };
}
