import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { colis, colisLignes, colisLignesLots } from '../../db/schema/index.ts';

/** Parcels by id, with their order. */
export function selectParcelsByIds(db: Database, ids: readonly number[]) {
  return db
    .select({ id: colis.id, commande_id: colis.commande_id })
    .from(colis)
    .where(inArray(colis.id, [...ids]));
}

/** Every parcel of some orders, oldest first: a parcel's rank among its order's ("1 of 2"). */
export function selectParcelIdsOfOrders(db: Database, commandeIds: readonly number[]) {
  return db
    .select({ id: colis.id, commande_id: colis.commande_id })
    .from(colis)
    .where(inArray(colis.commande_id, [...commandeIds]))
    .orderBy(asc(colis.id));
}

/** The lines of the shipped (or delivered) parcels of some orders. */
export function selectShippedLinesOfOrders(db: Database, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ commande_id: colis.commande_id, declinaison_id: colisLignes.declinaison_id, qtt: colisLignes.qtt })
    .from(colisLignes)
    .innerJoin(colis, eq(colis.id, colisLignes.colis_id))
    .where(and(inArray(colis.commande_id, [...commandeIds]), inArray(colis.statut, ['expedie', 'livre'])));
}

/** The lot units of the shipped (or delivered) parcels of some orders. */
export function selectShippedLotsOfOrders(db: Database, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ commande_id: colis.commande_id, lot_id: colisLignesLots.lot_id, qtt: colisLignesLots.qtt })
    .from(colisLignesLots)
    .innerJoin(colis, eq(colis.id, colisLignesLots.colis_id))
    .where(and(inArray(colis.commande_id, [...commandeIds]), inArray(colis.statut, ['expedie', 'livre'])));
}
