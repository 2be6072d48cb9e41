import { unitsLeftToPack, type UnitsLine } from './parcels.ts';
import type { PickLine } from './contracts/picking.ts';

/** An order waiting to be shipped, with its lines (labels as ordered) and its shipped parcels' lines. */
export interface OrderToPick {
  numero: string;
  lignes: readonly (UnitsLine & { produit_label: string; label: string })[];
  expedies: readonly UnitsLine[];
}

/**
 * The pick list: for each variant, the units the orders still need once their shipped parcels are
 * counted out, and which orders need it; by product name, then variant. Orders left with nothing
 * to ship are not counted.
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
      };
      line.qtt += qtt;
      line.commandes.push(order.numero);
      byVariant.set(declinaison_id, line);
    }
  }
  const lignes = [...byVariant.values()].sort(
    (a, b) =>
      a.produit_label.localeCompare(b.produit_label, 'fr') ||
      a.label.localeCompare(b.label, 'fr') ||
      a.declinaison_id - b.declinaison_id,
  );
  return { commandes: waiting, unites: lignes.reduce((sum, line) => sum + line.qtt, 0), lignes };
}
