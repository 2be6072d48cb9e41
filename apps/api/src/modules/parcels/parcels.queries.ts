import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { colis, colisLignes, colisLignesLots, transporteurs } from '../../db/schema/index.ts';

type Executor = Database | Transaction;

/** The lines of every parcel of an order, but one (null: all), with their parcel's status. */
export function selectOrderParcelLines(tx: Executor, commandeId: number, exceptParcelId: number | null = null) {
  return tx
    .select({
      colis_id: colisLignes.colis_id,
      declinaison_id: colisLignes.declinaison_id,
      qtt: colisLignes.qtt,
      statut: colis.statut,
    })
    .from(colisLignes)
    .innerJoin(colis, eq(colis.id, colisLignes.colis_id))
    .where(
      exceptParcelId === null
        ? eq(colis.commande_id, commandeId)
        : and(eq(colis.commande_id, commandeId), ne(colis.id, exceptParcelId)),
    );
}

/** The lines of some parcels, by variant. */
export function selectParcelLines(db: Executor, parcelIds: readonly number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(colisLignes)
    .where(inArray(colisLignes.colis_id, [...parcelIds]))
    .orderBy(asc(colisLignes.colis_id), asc(colisLignes.declinaison_id));
}

export async function insertParcel(
  tx: Transaction,
  parcel: { commande_id: number; transporteur_id: number | null; suivi: string | null },
  lines: readonly { declinaison_id: number; qtt: number }[],
) {
  const [row] = await tx.insert(colis).values(parcel).returning();
  await tx
    .insert(colisLignes)
    .values(lines.map((line) => ({ declinaison_id: line.declinaison_id, qtt: line.qtt, colis_id: row!.id })));
  return row!;
}

/** Replaces a parcel's lines whole and bumps its version. */
export async function replaceParcelLines(
  tx: Transaction,
  parcelId: number,
  lines: readonly { declinaison_id: number; qtt: number }[],
) {
  await tx.delete(colisLignes).where(eq(colisLignes.colis_id, parcelId));
  await tx
    .insert(colisLignes)
    .values(lines.map((line) => ({ declinaison_id: line.declinaison_id, qtt: line.qtt, colis_id: parcelId })));
  const [row] = await tx
    .update(colis)
    .set({ version: sql`${colis.version} + 1` })
    .where(eq(colis.id, parcelId))
    .returning();
  return row!;
}

/** Locks a parcel row for a change of its lines. */
export async function lockParcel(tx: Transaction, id: number) {
  const [row] = await tx.select().from(colis).where(eq(colis.id, id)).for('update');
  return row ?? null;
}

/** Stamps when a parcel left or arrived, keeping a date already set. */
export async function stampParcel(tx: Transaction, id: number, stamp: 'expedie' | 'livre') {
  const [row] = await tx
    .update(colis)
    .set(
      stamp === 'expedie'
        ? { expedie: sql`coalesce(${colis.expedie}, now())` }
        : { livre: sql`coalesce(${colis.livre}, now())` },
    )
    .where(eq(colis.id, id))
    .returning();
  return row ?? null;
}

/** Whether an order has parcels (then it ships parcel by parcel). */
export async function orderHasParcels(tx: Executor, commandeId: number) {
  const [row] = await tx.select({ id: colis.id }).from(colis).where(eq(colis.commande_id, commandeId)).limit(1);
  return Boolean(row);
}

/** The shipped parcels of some orders, oldest first (the customer's order page). */
export function selectShippedParcelsOfOrders(db: Executor, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      commande_id: colis.commande_id,
      id: colis.id,
      suivi: colis.suivi,
      expedie: colis.expedie,
      transporteur: transporteurs.label,
      suivi_url: transporteurs.suivi_url,
    })
    .from(colis)
    .leftJoin(transporteurs, eq(transporteurs.id, colis.transporteur_id))
    .where(and(inArray(colis.commande_id, [...commandeIds]), inArray(colis.statut, ['expedie', 'livre'])))
    .orderBy(asc(colis.expedie), asc(colis.id));
}

/** Carriers by id: their name and tracking page template. */
export function selectCarriers(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: transporteurs.id, label: transporteurs.label, suivi_url: transporteurs.suivi_url })
    .from(transporteurs)
    .where(inArray(transporteurs.id, [...ids]));
}

/** When each parcel of an order left and arrived (the withdrawal period counts from delivery). */
export function selectParcelDatesOfOrder(db: Executor, commandeId: number) {
  return db.select({ expedie: colis.expedie, livre: colis.livre }).from(colis).where(eq(colis.commande_id, commandeId));
}

/** The lots of some parcels' lines. */
export function selectParcelLineLots(db: Executor, parcelIds: readonly number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(colisLignesLots)
    .where(inArray(colisLignesLots.colis_id, [...parcelIds]))
    .orderBy(asc(colisLignesLots.colis_id), asc(colisLignesLots.lot_id));
}

/** The lot units the parcels of an order carry, but one parcel's (null: all). */
export function selectOrderParcelLots(tx: Executor, commandeId: number, exceptParcelId: number | null) {
  return tx
    .select({ lot_id: colisLignesLots.lot_id, qtt: colisLignesLots.qtt })
    .from(colisLignesLots)
    .innerJoin(colis, eq(colis.id, colisLignesLots.colis_id))
    .where(
      exceptParcelId === null
        ? eq(colis.commande_id, commandeId)
        : and(eq(colis.commande_id, commandeId), ne(colis.id, exceptParcelId)),
    );
}

/** Replaces the lots of a parcel's lines. */
export async function replaceParcelLineLots(
  tx: Transaction,
  parcelId: number,
  rows: readonly { declinaison_id: number; lot_id: number; qtt: number }[],
) {
  await tx.delete(colisLignesLots).where(eq(colisLignesLots.colis_id, parcelId));
  if (rows.length > 0) await tx.insert(colisLignesLots).values(rows.map((row) => ({ ...row, colis_id: parcelId })));
}
