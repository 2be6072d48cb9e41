import { and, asc, desc, eq, inArray, isNull, ne, sql, sum, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  DOCUMENT_PREFIXES,
  documentNumberCandidates,
  type OrderStatus,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  avoirs,
  commandes,
  commandesDeclinaisons,
  commandesNotes,
  methodesLivraisons,
  methodesPaiements,
  remboursements,
  remboursementsLignes,
  stripelinks,
  users,
} from '../../db/schema/index.ts';
import { accountIdsFound } from '../auth/users.service.ts';

/** What the list shows without a status filter: sales, not abandoned or running checkouts. */
const SALE_STATUSES: OrderStatus[] = ['payee', 'a_verifier', 'expediee', 'remboursee'];

/** A page of orders, newest first, with their customer, and how many match in all. */
export async function selectOrdersPage(db: Database, filter: { statut?: OrderStatus; page: number }) {
  const where = filter.statut ? eq(commandes.statut, filter.statut) : inArray(commandes.statut, SALE_STATUSES);
  const [rows, [count]] = await Promise.all([
    db
      .select({ order: commandes, prenom: users.prenom, nom: users.nom, mail: users.mail })
      .from(commandes)
      .innerJoin(users, eq(users.id, commandes.user_id))
      .where(where)
      .orderBy(desc(commandes.created), desc(commandes.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(commandes)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Marks a paid order shipped; null when the order is missing or not in the 'payee' state. */
/** What shipping changes on an order, locked until the write commits (the audit's "before"). */
export async function lockShipmentState(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ hash: commandes.hash, suivi: commandes.suivi, expediee: commandes.expediee })
    .from(commandes)
    .where(eq(commandes.id, id))
    .for('update');
  return row ?? null;
}

export async function markShipped(tx: Transaction, id: number, suivi: string | null) {
  const [row] = await tx
    .update(commandes)
    // The back office's editors started from the version before: theirs is now stale.
    .set({ statut: 'expediee', expediee: sql`now()`, suivi, version: sql`${commandes.version} + 1` })
    .where(and(eq(commandes.id, id), eq(commandes.statut, 'payee')))
    .returning();
  return row ?? null;
}

export function selectLines(tx: Transaction, commandeId: number) {
  return tx
    .select()
    .from(commandesDeclinaisons)
    .where(eq(commandesDeclinaisons.commande_id, commandeId))
    .orderBy(asc(commandesDeclinaisons.declinaison_id));
}

/** Stamps when an order left, keeping the first date if it was already set. */
export async function stampShipped(tx: Transaction, id: number) {
  const [row] = await tx
    .update(commandes)
    .set({ expediee: sql`coalesce(${commandes.expediee}, now())` })
    .where(eq(commandes.id, id))
    .returning();
  return row ?? null;
}

export async function selectOrderByHash(db: Database, hash: string) {
  const [row] = await db.select().from(commandes).where(eq(commandes.hash, hash));
  return row ?? null;
}

/** An order's lines, by product then variant label. */
export function selectOrderLines(db: Database, commandeId: number) {
  return db
    .select()
    .from(commandesDeclinaisons)
    .where(eq(commandesDeclinaisons.commande_id, commandeId))
    .orderBy(asc(commandesDeclinaisons.produit_label), asc(commandesDeclinaisons.label));
}

/** An order's internal notes, oldest first (authors are read through the accounts' owner). */
export function selectNotes(db: Database, commandeId: number) {
  return db
    .select()
    .from(commandesNotes)
    .where(eq(commandesNotes.commande_id, commandeId))
    .orderBy(asc(commandesNotes.created), asc(commandesNotes.id));
}

export async function insertNote(
  db: Database | Transaction,
  note: { commande_id: number; user_id: number; texte: string },
) {
  const [row] = await db.insert(commandesNotes).values(note).returning();
  return row!;
}

/** The label of a payment method (the offline one a staff order recorded). */
export async function selectPaymentMethodLabel(db: Database, id: number) {
  const [row] = await db
    .select({ label: methodesPaiements.label })
    .from(methodesPaiements)
    .where(eq(methodesPaiements.id, id));
  return row?.label ?? null;
}

/** The carrier of a delivery method (the one the order was placed with); null when the method is gone. */
export async function selectDeliveryCarrier(db: Database, methodId: number) {
  const [row] = await db
    .select({ transporteur_id: methodesLivraisons.transporteur_id })
    .from(methodesLivraisons)
    .where(eq(methodesLivraisons.id, methodId));
  return row?.transporteur_id ?? null;
}

/** Locks an order (by id or hash) for a change that depends on its state and lines; null when missing. */
export async function lockOrder(tx: Transaction, by: { id: number } | { hash: string }) {
  const [row] = await tx
    .select()
    .from(commandes)
    .where('id' in by ? eq(commandes.id, by.id) : eq(commandes.hash, by.hash))
    .for('update');
  return row ?? null;
}

/** Orders by id: their handle, number, language and customer (parcels name their order). */
export function selectOrdersByIds(db: Database | Transaction, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: commandes.id, hash: commandes.hash, numero: commandes.numero, user_id: commandes.user_id })
    .from(commandes)
    .where(inArray(commandes.id, [...ids]));
}

/** What a packing slip prints of some orders: number, language, dates and where the parcels go. */
export function selectOrdersToPrint(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: commandes.id,
      numero: commandes.numero,
      langue: commandes.langue,
      created: commandes.created,
      payee: commandes.payee,
      adresse_livraison: commandes.adresse_livraison,
      point_relais: commandes.point_relais,
    })
    .from(commandes)
    .where(inArray(commandes.id, [...ids]));
}

/** The paid orders not shipped as a whole, oldest payment first: what the warehouse picks. */
export function selectOrdersToPick(db: Database) {
  return db
    .select({ id: commandes.id, numero: commandes.numero })
    .from(commandes)
    .where(eq(commandes.statut, 'payee'))
    .orderBy(asc(commandes.payee), asc(commandes.id));
}

/** The ids of orders whose number starts with a pattern (a LIKE pattern, escaped by the caller). */
export function orderIdsNumbered(pattern: string) {
  return sql`select ${commandes.id} from ${commandes} where ${commandes.numero} like ${pattern.toUpperCase()}`;
}

/**
 * The ids of the orders a staff search finds, as a subquery: by order, invoice or credit-note
 * number (equality on their unique indexes, a bare sequence read for each recent year), or by
 * customer (`accountIdsFound`). One union, so the list joins it by primary key whatever it sorts by.
 */
export function orderIdsFound(text: string, thisYear: number): SQL {
  const orders = documentNumberCandidates(text, DOCUMENT_PREFIXES.commande, thisYear);
  const invoices = documentNumberCandidates(text, DOCUMENT_PREFIXES.facture, thisYear);
  const creditNotes = documentNumberCandidates(text, DOCUMENT_PREFIXES.avoir, thisYear);
  const parts = [
    sql`select ${commandes.id} from ${commandes} where ${commandes.user_id} in (${accountIdsFound(text)})`,
  ];
  if (orders.length > 0)
    parts.push(sql`select ${commandes.id} from ${commandes} where ${inArray(commandes.numero, orders)}`);
  if (invoices.length > 0)
    parts.push(sql`select ${commandes.id} from ${commandes} where ${inArray(commandes.facture_numero, invoices)}`);
  if (creditNotes.length > 0)
    parts.push(sql`select ${avoirs.commande_id} from ${avoirs} where ${inArray(avoirs.numero, creditNotes)}`);
  return sql.join(parts, sql` union `);
}

/** The lines of some orders (labels as ordered). */
export function selectLinesOfOrders(db: Database | Transaction, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(commandesDeclinaisons)
    .where(inArray(commandesDeclinaisons.commande_id, [...commandeIds]));
}

/**
 * What some orders still have to send: each line less the units their refunds (asked or made)
 * gave back, lines left with nothing dropped. Refunded units never go in a parcel or a pick list.
 */
export async function selectLinesToShip(db: Database | Transaction, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return [];
  const [lines, refunded] = await Promise.all([
    selectLinesOfOrders(db, commandeIds),
    db
      .select({
        commande_id: remboursements.commande_id,
        declinaison_id: remboursementsLignes.declinaison_id,
        qtt: sum(remboursementsLignes.qtt).mapWith(Number),
      })
      .from(remboursementsLignes)
      .innerJoin(remboursements, eq(remboursements.id, remboursementsLignes.remboursement_id))
      .where(and(inArray(remboursements.commande_id, [...commandeIds]), ne(remboursements.statut, 'refuse')))
      .groupBy(remboursements.commande_id, remboursementsLignes.declinaison_id),
  ]);
  const refundedOf = new Map(refunded.map((line) => [`${line.commande_id}:${line.declinaison_id}`, line.qtt]));
  return lines
    .map((line) => ({ ...line, qtt: line.qtt - (refundedOf.get(`${line.commande_id}:${line.declinaison_id}`) ?? 0) }))
    .filter((line) => line.qtt > 0)
    .sort((a, b) => a.commande_id - b.commande_id || a.declinaison_id - b.declinaison_id);
}

/**
 * Marks a paid order shipped once its parcels carry every unit (each parcel mailed its own
 * customer mail, so none is sent here); null when the order is not in the 'payee' state.
 */
export async function markShippedByParcels(tx: Transaction, id: number, suivi: string | null) {
  const [row] = await tx
    .update(commandes)
    .set({
      statut: 'expediee',
      expediee: sql`coalesce(${commandes.expediee}, now())`,
      suivi: sql`coalesce(${commandes.suivi}, ${suivi})`,
      version: sql`${commandes.version} + 1`,
    })
    .where(and(eq(commandes.id, id), eq(commandes.statut, 'payee')))
    .returning();
  return row ?? null;
}

/** The payment link a staff order was sent with (the newest one not deleted), if any. */
export async function selectOrderPaymentLink(db: Database, commandeId: number) {
  const [row] = await db
    .select({ id: stripelinks.id, hash: stripelinks.hash, langue: stripelinks.langue, paye: stripelinks.paye })
    .from(stripelinks)
    .where(and(eq(stripelinks.commande_id, commandeId), isNull(stripelinks.deleted)))
    .orderBy(desc(stripelinks.id))
    .limit(1);
  return row ?? null;
}

/** A customer's sales (paid, to check, shipped or refunded), newest first. */
export function selectCustomerOrders(db: Database, userId: number) {
  return db
    .select()
    .from(commandes)
    .where(and(eq(commandes.user_id, userId), inArray(commandes.statut, SALE_STATUSES)))
    .orderBy(desc(commandes.created));
}

/** One of a customer's orders by its hash; null when missing or someone else's. */
export async function selectCustomerOrder(db: Database, hash: string, userId: number) {
  const [row] = await db
    .select()
    .from(commandes)
    .where(and(eq(commandes.hash, hash), eq(commandes.user_id, userId)));
  return row ?? null;
}

export async function selectOrderById(db: Database, id: number) {
  const [row] = await db.select().from(commandes).where(eq(commandes.id, id));
  return row ?? null;
}

/** The order a payment intent paid, locked until the refund's changes commit. */
export async function lockOrderByIntent(tx: Transaction, intentId: string) {
  const [row] = await tx.select().from(commandes).where(eq(commandes.intent, intentId)).for('update');
  return row ?? null;
}

/** Turns an order 'remboursee', keeping the refund reference it was asked with, if any. */
export async function markRefunded(
  tx: Transaction,
  order: { id: number; remboursement: string | null },
  refundId: string | null,
) {
  const [row] = await tx
    .update(commandes)
    .set({ statut: 'remboursee', rembourse: new Date(), remboursement: order.remboursement ?? refundId })
    .where(eq(commandes.id, order.id))
    .returning();
  return row ?? null;
}

/** Orders paid after their hold lapsed with the stock sold elsewhere, not yet refunded. */
export function selectOrdersToRefund(db: Database) {
  return db
    .select({ id: commandes.id })
    .from(commandes)
    .where(and(eq(commandes.statut, 'a_verifier'), isNull(commandes.remboursement)));
}

/** A paid order by its readable number (the withdrawal's guest access), locked when in a transaction. */
export async function lockOrderByNumber(tx: Transaction, numero: string) {
  const [row] = await tx.select().from(commandes).where(eq(commandes.numero, numero)).for('update');
  return row ?? null;
}

/** Each account's last payment, for those that ever paid (a basket reminder never follows a purchase). */
export async function selectLastPayments(db: Database | Transaction, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({ userId: commandes.user_id, payee: sql<Date>`max(${commandes.payee})` })
    .from(commandes)
    .where(and(inArray(commandes.user_id, [...userIds]), sql`${commandes.payee} is not null`))
    .groupBy(commandes.user_id);
  return new Map(rows.map((row) => [row.userId, new Date(row.payee)]));
}

/** The paid orders placed from some baskets (by hash), with when they were paid and their total. */
export function selectPaidOrdersOfBaskets(db: Database | Transaction, hashes: readonly string[]) {
  if (hashes.length === 0) return Promise.resolve([]);
  return db
    .select({ panier_hash: commandes.panier_hash, payee: commandes.payee, total_ttc: commandes.total_ttc })
    .from(commandes)
    .where(and(inArray(commandes.panier_hash, [...hashes]), sql`${commandes.payee} is not null`));
}
