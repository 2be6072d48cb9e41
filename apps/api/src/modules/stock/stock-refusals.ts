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
