import { AppError, notFound } from '../../lib/errors.ts';

/** Refusals about an order that several modules answer (checkout, invoices, parcels, workflows). */
export const orderNotFound = () => notFound('Commande introuvable.', 'order_not_found');

/** An order split into parcels is shipped parcel by parcel, never as a whole. */
export const orderShipsInParcels = () =>
  new AppError(409, 'Cette commande part en colis : expédiez ses colis.', {}, 'order_ships_in_parcels');
