import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { produits, produitsVisuels, visuels } from '../../db/schema/index.ts';

type Reader = Database | Transaction;

export type NewVisuel = typeof visuels.$inferInsert;

export async function insertVisuel(tx: Transaction, values: NewVisuel) {
  const [row] = await tx.insert(visuels).values(values).returning();
  return row!;
}

export async function selectVisuel(db: Reader, id: number) {
  const [row] = await db.select().from(visuels).where(eq(visuels.id, id));
  return row ?? null;
}

/** Locks a product so edits of its picture list run one after the other; null if it does not exist. */
export async function lockProduct(tx: Transaction, produitId: number) {
  const [row] = await tx.select({ id: produits.id }).from(produits).where(eq(produits.id, produitId)).for('update');
  return row ?? null;
}

export async function productExists(db: Reader, produitId: number) {
  const [row] = await db.select({ id: produits.id }).from(produits).where(eq(produits.id, produitId));
  return row !== undefined;
}

/** A product's pictures in display order (the order the storefront uses). */
export function selectProductVisuals(db: Reader, produitId: number) {
  return db
    .select({
      id: visuels.id,
      alt: visuels.alt,
      largeur: visuels.largeur,
      hauteur: visuels.hauteur,
      ordre: produitsVisuels.ordre,
    })
    .from(produitsVisuels)
    .innerJoin(visuels, eq(visuels.id, produitsVisuels.visuel_id))
    .where(eq(produitsVisuels.produit_id, produitId))
    .orderBy(asc(produitsVisuels.ordre), asc(visuels.id));
}

/** Attaches a picture after the product's last one. */
export async function appendProductVisual(tx: Transaction, produitId: number, visuelId: number) {
  const [last] = await tx
    .select({ ordre: max(produitsVisuels.ordre) })
    .from(produitsVisuels)
    .where(eq(produitsVisuels.produit_id, produitId));
  await tx
    .insert(produitsVisuels)
    .values({ produit_id: produitId, visuel_id: visuelId, ordre: (last?.ordre ?? -1) + 1 });
}

export async function deleteProductVisual(tx: Transaction, produitId: number, visuelId: number) {
  const removed = await tx
    .delete(produitsVisuels)
    .where(and(eq(produitsVisuels.produit_id, produitId), eq(produitsVisuels.visuel_id, visuelId)))
    .returning({ visuel_id: produitsVisuels.visuel_id });
  return removed.length > 0;
}

/** Gives each attached picture its position in `ids` as its order, in one statement. */
export async function setProductVisualOrder(tx: Transaction, produitId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const positions = sql.join(
    ids.map((id, index) => sql`(${id}::integer, ${index}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${produitsVisuels} set ordre = positions.ordre
    from (values ${positions}) as positions (visuel_id, ordre)
    where ${produitsVisuels.produit_id} = ${produitId} and ${produitsVisuels.visuel_id} = positions.visuel_id`);
}

/** The products still showing a picture (to refuse its deletion with their names). */
export function selectProductsShowing(tx: Transaction, visuelId: number) {
  return tx
    .select({ id: produits.id, label: produits.label })
    .from(produitsVisuels)
    .innerJoin(produits, eq(produits.id, produitsVisuels.produit_id))
    .where(eq(produitsVisuels.visuel_id, visuelId))
    .orderBy(asc(produits.label));
}
