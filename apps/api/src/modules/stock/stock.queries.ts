import { and, asc, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockReason } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { declinaisons, entrepots, lots, mouvementsStock, produits, stocks, users } from '../../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;

export interface MovementRow {
  declinaison_id: number;
  entrepot_id: number | null;
  delta: number;
  motif: StockReason;
  user_id: number | null;
  commande_id: number | null;
  compte?: number | null;
  lot_id?: number | null;
  note?: string;
}

/** Appends rows to the ledger (the only write the ledger ever gets). */
export async function insertMovements(tx: Transaction, rows: readonly MovementRow[]) {
  if (rows.length > 0) await tx.insert(mouvementsStock).values([...rows]);
}

/**
 * Locks a variant's row: every change of its stock (adjustment, transfer, sale) queues here, so
 * the counts read under the lock stay true until the commit. NO KEY UPDATE, not UPDATE: a
 * transaction that already wrote a row referencing the variant (a parcel line: a KEY SHARE lock)
 * would otherwise deadlock with another doing the same, each waiting for the other's share.
 */
export async function lockVariant(tx: Transaction, declinaisonId: number) {
  const [row] = await tx
    .select({ id: declinaisons.id, stock: declinaisons.stock })
    .from(declinaisons)
    .where(eq(declinaisons.id, declinaisonId))
    .for('no key update');
  return row ?? null;
}

/** The warehouse sales take from first (lowest `ordre`), share-locked; null when there is none. */
export async function selectFirstWarehouseForShare(tx: Transaction) {
  const [row] = await tx
    .select({ id: entrepots.id })
    .from(entrepots)
    .orderBy(asc(entrepots.ordre), asc(entrepots.id))
    .limit(1)
    .for('share');
  return row?.id ?? null;
}

/** The named warehouses, share-locked so none is removed before the transaction ends. */
export async function selectWarehousesForShare(tx: Transaction, ids: readonly number[]) {
  return tx
    .select({ id: entrepots.id, label: entrepots.label })
    .from(entrepots)
    .where(inArray(entrepots.id, [...ids]))
    .for('share');
}

/** The variant's rows in these warehouses (made at 0 when missing), locked in warehouse order. */
export async function lockStockRows(tx: Transaction, declinaisonId: number, entrepotIds: readonly number[]) {
  await tx
    .insert(stocks)
    .values(entrepotIds.map((entrepot_id) => ({ declinaison_id: declinaisonId, entrepot_id, quantite: 0 })))
    .onConflictDoNothing();
  return tx
    .select({ entrepot_id: stocks.entrepot_id, quantite: stocks.quantite })
    .from(stocks)
    .where(and(eq(stocks.declinaison_id, declinaisonId), inArray(stocks.entrepot_id, [...entrepotIds])))
    .orderBy(asc(stocks.entrepot_id))
    .for('update');
}

/** The variant's warehouses holding units, in the order sales take from them, locked. */
export async function lockStockedRowsForSale(tx: Transaction, declinaisonId: number) {
  return tx
    .select({ entrepot_id: stocks.entrepot_id, quantite: stocks.quantite })
    .from(stocks)
    .innerJoin(entrepots, eq(entrepots.id, stocks.entrepot_id))
    .where(and(eq(stocks.declinaison_id, declinaisonId), gt(stocks.quantite, 0)))
    .orderBy(asc(entrepots.ordre), asc(stocks.entrepot_id))
    .for('update', { of: stocks });
}

export async function addToWarehouse(tx: Transaction, declinaisonId: number, entrepotId: number, delta: number) {
  await tx
    .update(stocks)
    .set({ quantite: sql`${stocks.quantite} + ${delta}` })
    .where(and(eq(stocks.declinaison_id, declinaisonId), eq(stocks.entrepot_id, entrepotId)));
}

/** Moves the sellable total by `delta` (an untracked variant starts being tracked from 0). */
export async function addToSellable(tx: Transaction, declinaisonId: number, delta: number) {
  await tx
    .update(declinaisons)
    .set({ stock: sql`coalesce(${declinaisons.stock}, 0) + ${delta}` })
    .where(eq(declinaisons.id, declinaisonId));
}

/**
 * Takes units out of the sellable total only if they are there (a guarded statement, never a
 * read-then-write): answers false when the stock is short, leaving it untouched.
 */
export async function takeSellable(tx: Transaction, declinaisonId: number, qtt: number): Promise<boolean> {
  const rows = await tx
    .update(declinaisons)
    .set({ stock: sql`${declinaisons.stock} - ${qtt}` })
    .where(and(eq(declinaisons.id, declinaisonId), gte(declinaisons.stock, qtt)))
    .returning({ id: declinaisons.id });
  return rows.length > 0;
}

export interface ReleasedLine {
  commande_id: number;
  declinaison_id: number;
  qtt: number;
}

/**
 * Gives released units back to the sellable totals and records them, in one statement (the
 * quantities of one variant across orders are summed first).
 */
export async function releaseSellable(tx: Transaction, lines: readonly ReleasedLine[], userId: number | null) {
  const values = sql.join(
    lines.map((line) => sql`(${line.commande_id}::int, ${line.declinaison_id}::int, ${line.qtt}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    with released(commande_id, declinaison_id, qtt) as (values ${values}),
    restored as (
      update declinaisons set stock = declinaisons.stock + summed.qtt
      from (select declinaison_id, sum(qtt)::int as qtt from released group by declinaison_id) summed
      where declinaisons.id = summed.declinaison_id
      returning declinaisons.id
    )
    insert into mouvements_stock (declinaison_id, entrepot_id, delta, motif, user_id, commande_id)
    select declinaison_id, null, qtt, 'release', ${userId}::int, commande_id from released where qtt <> 0`);
}

const variantColumns = {
  declinaison_id: declinaisons.id,
  produit_id: declinaisons.produit_id,
  produit_label: produits.label,
  conteneur: declinaisons.conteneur,
  label: declinaisons.label,
  seuil: produits.seuil,
  total: declinaisons.stock,
};

export interface VariantStockFilters {
  /** One variant (the answer of a write). */
  declinaison?: number;
  produit?: number;
  entrepot?: number;
  alerte?: boolean;
}

function variantConditions(filters: VariantStockFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.declinaison) conditions.push(eq(declinaisons.id, filters.declinaison));
  if (filters.produit) conditions.push(eq(declinaisons.produit_id, filters.produit));
  if (filters.entrepot) {
    conditions.push(
      sql`exists (select 1 from ${stocks} where ${stocks.declinaison_id} = ${declinaisons.id} and ${stocks.entrepot_id} = ${filters.entrepot} and ${stocks.quantite} > 0)`,
    );
  }
  if (filters.alerte !== undefined) {
    const low = sql`(${declinaisons.stock} is not null and ${declinaisons.stock} <= ${produits.seuil})`;
    conditions.push(filters.alerte ? low : sql`not ${low}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Variants with their product, by product order then variant order. */
export async function selectVariants(db: Reader, filters: VariantStockFilters, limit: number, offset: number) {
  return db
    .select(variantColumns)
    .from(declinaisons)
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(variantConditions(filters))
    .orderBy(asc(produits.ordre), asc(produits.id), asc(declinaisons.ordre), asc(declinaisons.id))
    .limit(limit)
    .offset(offset);
}

export async function countVariants(db: Reader, filters: VariantStockFilters) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(declinaisons)
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(variantConditions(filters));
  return row?.count ?? 0;
}

export async function selectWarehouseQuantities(db: Reader, declinaisonIds: readonly number[]) {
  if (declinaisonIds.length === 0) return [];
  return db
    .select({ declinaison_id: stocks.declinaison_id, entrepot_id: stocks.entrepot_id, quantite: stocks.quantite })
    .from(stocks)
    .where(inArray(stocks.declinaison_id, [...declinaisonIds]))
    .orderBy(asc(stocks.entrepot_id));
}

/** A variant's ledger, newest first, with who made each change and where. */
export async function selectMovements(db: Reader, declinaisonId: number, limit: number, offset: number) {
  return db
    .select({
      id: mouvementsStock.id,
      entrepot_id: mouvementsStock.entrepot_id,
      entrepot_label: entrepots.label,
      delta: mouvementsStock.delta,
      motif: mouvementsStock.motif,
      user_id: mouvementsStock.user_id,
      auteur: users.mail,
      commande_id: mouvementsStock.commande_id,
      compte: mouvementsStock.compte,
      lot_id: mouvementsStock.lot_id,
      lot_numero: lots.numero,
      note: mouvementsStock.note,
      created: mouvementsStock.created,
    })
    .from(mouvementsStock)
    .leftJoin(entrepots, eq(entrepots.id, mouvementsStock.entrepot_id))
    .leftJoin(users, eq(users.id, mouvementsStock.user_id))
    .leftJoin(lots, eq(lots.id, mouvementsStock.lot_id))
    .where(eq(mouvementsStock.declinaison_id, declinaisonId))
    .orderBy(desc(mouvementsStock.id))
    .limit(limit)
    .offset(offset);
}

export async function countMovements(db: Reader, declinaisonId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mouvementsStock)
    .where(eq(mouvementsStock.declinaison_id, declinaisonId));
  return row?.count ?? 0;
}

/** The default warehouse (lowest `ordre`), which the demo seed stocks. */
export async function selectFirstWarehouse(db: Reader) {
  const [row] = await db
    .select({ id: entrepots.id })
    .from(entrepots)
    .orderBy(asc(entrepots.ordre), asc(entrepots.id))
    .limit(1);
  return row ?? null;
}

/**
 * Puts the tracked units no warehouse holds yet (variants made outside this module, as by the
 * demo seed) in the first warehouse, each recorded as a receipt.
 */
export async function placeUnplacedStock(tx: Pick<Transaction, 'execute'>, note: string) {
  await tx.execute(sql`
    with first_warehouse as (select id from entrepots order by ordre, id limit 1),
    placed as (
      insert into stocks (declinaison_id, entrepot_id, quantite)
      select d.id, w.id, d.stock from declinaisons d, first_warehouse w
      where d.stock > 0 and not exists (select 1 from stocks s where s.declinaison_id = d.id)
      returning declinaison_id, entrepot_id, quantite
    )
    insert into mouvements_stock (declinaison_id, entrepot_id, delta, motif, note)
    select declinaison_id, entrepot_id, quantite, 'receipt', ${note} from placed`);
}
