import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { avis } from '../../db/schema/index.ts';

export type ReviewRow = typeof avis.$inferSelect;
type NewReview = Pick<
  typeof avis.$inferInsert,
  'produit_id' | 'user_id' | 'auteur' | 'note' | 'titre' | 'texte' | 'langue'
>;

const published = (produitId: number) => and(eq(avis.produit_id, produitId), eq(avis.statut, 'publie'));

/** The customer's review of the product, if any. */
export async function selectOwnReview(db: Database, userId: number, produitId: number): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(avis)
    .where(and(eq(avis.user_id, userId), eq(avis.produit_id, produitId)));
  return row ?? null;
}

/**
 * Stores a new review, or replaces the customer's review of the product while it is still
 * pending, in one statement; answers null when their review is already published or refused.
 */
export async function upsertPendingReview(db: Database | Transaction, values: NewReview): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(avis)
    .values({ ...values, statut: 'en_attente' })
    .onConflictDoUpdate({
      target: [avis.produit_id, avis.user_id],
      set: {
        auteur: values.auteur,
        note: values.note,
        titre: values.titre,
        texte: values.texte,
        langue: values.langue,
        created: sql`now()`,
        version: sql`${avis.version} + 1`,
      },
      setWhere: eq(avis.statut, 'en_attente'),
    })
    .returning();
  return row ?? null;
}

/** A page of the product's published reviews, newest first. */
export function selectPublishedReviews(db: Database, produitId: number, limit: number, offset: number) {
  return db
    .select()
    .from(avis)
    .where(published(produitId))
    .orderBy(desc(avis.created), desc(avis.id))
    .limit(limit)
    .offset(offset);
}

/** The average rating and the count of the product's published reviews. */
export async function selectReviewSummary(db: Database, produitId: number) {
  const [row] = await db
    .select({ moyenne: avg(avis.note), total: count() })
    .from(avis)
    .where(published(produitId));
  return { moyenne: row?.moyenne ?? null, total: row?.total ?? 0 };
}

/** The average rating and count of published reviews of every product that has one. */
export function selectReviewSummaries(db: Database) {
  return db
    .select({ produit_id: avis.produit_id, moyenne: avg(avis.note), total: count() })
    .from(avis)
    .where(eq(avis.statut, 'publie'))
    .groupBy(avis.produit_id);
}

/** Records who changed a review's status and when, without counting as an edit (no version bump). */
export async function stampModeration(tx: Transaction, id: number, userId: number): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .update(avis)
    .set({ modere: new Date(), moderateur_id: userId })
    .where(eq(avis.id, id))
    .returning();
  return row;
}

/** The reviews an account wrote, for its export. */
export function selectAccountReviews(db: Database, userId: number) {
  return db.select().from(avis).where(eq(avis.user_id, userId)).orderBy(desc(avis.created));
}

/** Deletes the reviews an account wrote (its deletion); answers how many were published. */
export async function deleteAccountReviews(tx: Transaction, userId: number): Promise<number> {
  const deleted = await tx.delete(avis).where(eq(avis.user_id, userId)).returning({ statut: avis.statut });
  return deleted.filter((row) => row.statut === 'publie').length;
}
