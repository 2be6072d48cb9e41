import { AppError, INVALID_FIELDS, notFound } from '../../lib/errors.ts';

/*
 * The stock's refusals. A count refusal puts its words under `quantite`, where the back office's
 * stock dialog shows them.
 */

export const warehouseNotFound = () => notFound('Entrepôt introuvable.', 'warehouse_not_found');

export const variantNotFound = () => notFound('Déclinaison introuvable.', 'variant_not_found');

/** A variant's opening stock names a warehouse that does not exist. */
export const openingWarehouseNotFound = () =>
  new AppError(400, INVALID_FIELDS, { entrepot_id: ['Entrepôt introuvable.'] }, 'warehouse_not_found');

/** Units to place, and no warehouse to place them in. */
export function warehouseNeeded() {
  const message = 'Créez d’abord un entrepôt pour y ranger le stock initial.';
  return new AppError(400, message, { stock_initial: [message] }, 'warehouse_needed');
}

/** Fewer units in the warehouse than the change takes out. */
export function warehouseShort(
  available: number,
  warehouse: string | undefined,
  verb: 'retirer' | 'transférer',
  asked: number,
) {
  const message = `Il n’y a que ${available} unité(s) dans ${warehouse} : impossible d’en ${verb} ${asked}.`;
  return new AppError(409, message, { quantite: [message] }, 'warehouse_stock_insufficient');
}

/** Taking these units out would take units orders awaiting payment hold. */
export function heldByOrders(sellable: number) {
  const message = `Des unités sont réservées par des commandes en attente de paiement : vous pouvez en retirer ${sellable} au plus.`;
  return new AppError(409, message, { quantite: [message] }, 'stock_held_by_orders');
}

/** A lot that is not the variant's (or does not exist). */
export const lotNotFound = () =>
  new AppError(404, 'Lot introuvable pour cette déclinaison.', { lot_id: ['Lot introuvable.'] }, 'lot_not_found');

/** Fewer units of the lot than the change takes out. */
export function lotShort(available: number, numero: string, asked: number) {
  const message = `Il ne reste que ${available} unité(s) du lot ${numero} : impossible d’en prendre ${asked}.`;
  return new AppError(409, message, { quantite: [message] }, 'lot_stock_insufficient');
}

/** A lot past its best-before date: never sold nor shipped from the shelf while it is. */
export function lotExpired(numero: string) {
  const message = `Le lot ${numero} a dépassé sa date de durabilité minimale : il ne peut plus être vendu.`;
  return new AppError(409, message, { quantite: [message] }, 'lot_expired');
}

/** A lot received again under its number with other dates: a typing error, or two lots. */
export function lotDatesDiffer(numero: string) {
  const message = `Le lot ${numero} existe déjà avec d’autres dates.`;
  return new AppError(409, message, { lot: [message] }, 'lot_dates_differ');
}
