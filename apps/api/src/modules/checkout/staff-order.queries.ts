import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  adresses,
  commandes,
  commandesDeclinaisons,
  declinaisons,
  methodesPaiements,
  produits,
} from '../../db/schema/index.ts';

type Executor = Database | Transaction;

const variantColumns = {
  declinaison_id: declinaisons.id,
  produit_id: declinaisons.produit_id,
  produit_label: produits.label,
  produit_traductions: produits.traductions,
  conteneur: declinaisons.conteneur,
  label: declinaisons.label,
  declinaison_traductions: declinaisons.traductions,
  prix_ht: declinaisons.prix_ht,
  prix_ttc: declinaisons.prix_ttc,
  stock: declinaisons.stock,
};

/** The variants a staff order names, with their current prices and sellable stock. */
export function selectOrderVariants(db: Executor, ids: readonly number[]) {
  return db
    .select(variantColumns)
    .from(declinaisons)
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(inArray(declinaisons.id, [...ids]));
}

/** How many variants a search answers: enough to pick from while typing. */
const VARIANTS_FOUND = 20;

/** Variants whose product or variant label contains the words, in the catalogue's order. */
export function searchVariants(db: Database, query: string) {
  const pattern = `%${query.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
  return db
    .select(variantColumns)
    .from(declinaisons)
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(
      query === ''
        ? undefined
        : or(
            ilike(produits.label, pattern),
            ilike(declinaisons.label, pattern),
            ilike(declinaisons.conteneur, pattern),
          ),
    )
    .orderBy(asc(produits.ordre), asc(produits.id), asc(declinaisons.ordre), asc(declinaisons.id))
    .limit(VARIANTS_FOUND);
}

/** The live stock of variants, read inside the order's transaction. */
export async function selectStock(tx: Transaction, ids: readonly number[]) {
  const rows = await tx
    .select({ id: declinaisons.id, stock: declinaisons.stock })
    .from(declinaisons)
    .where(inArray(declinaisons.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

export async function selectCustomerAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(adresses)
    .where(and(eq(adresses.id, id), eq(adresses.user_id, userId)));
  return row ?? null;
}

/** Active payment methods, in display order. */
export function selectActivePaymentMethods(db: Executor) {
  return db
    .select()
    .from(methodesPaiements)
    .where(eq(methodesPaiements.actif, true))
    .orderBy(asc(methodesPaiements.ordre), asc(methodesPaiements.id));
}

export async function selectPaymentMethod(db: Executor, id: number) {
  const [row] = await db.select().from(methodesPaiements).where(eq(methodesPaiements.id, id));
  return row ?? null;
}

/** A staff order, as placed: its totals, addresses and hold were settled by the caller. */
export async function insertStaffOrder(tx: Transaction, values: typeof commandes.$inferInsert) {
  const [row] = await tx.insert(commandes).values(values).returning();
  return row!;
}

export async function insertOrderLines(tx: Transaction, lines: (typeof commandesDeclinaisons.$inferInsert)[]) {
  await tx.insert(commandesDeclinaisons).values(lines);
}
