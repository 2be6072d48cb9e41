import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { colis, colisLignes, commandes } from '../../db/schema/index.ts';

/**
 * Read-model exception (docs/ARCHITECTURE.md): the slips and the pick list read what they print of
 * `commandes` (number, language, date, delivery address or relay point) and which orders wait to
 * be shipped, read only; every write of an order still goes through the orders module.
 */

/** Parcels by id, with their order's number, language, dates and where it goes. */
export function selectParcelsToPrint(db: Database, ids: readonly number[]) {
  return db
    .select({
      id: colis.id,
      commande_id: colis.commande_id,
      numero: commandes.numero,
      langue: commandes.langue,
      created: commandes.created,
      payee: commandes.payee,
      adresse_livraison: commandes.adresse_livraison,
      point_relais: commandes.point_relais,
    })
    .from(colis)
    .innerJoin(commandes, eq(commandes.id, colis.commande_id))
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

/** The paid orders not shipped as a whole, oldest payment first. */
export function selectOrdersToPick(db: Database) {
  return db
    .select({ id: commandes.id, numero: commandes.numero })
    .from(commandes)
    .where(eq(commandes.statut, 'payee'))
    .orderBy(asc(commandes.payee), asc(commandes.id));
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
