import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { clesApi } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof clesApi.$inferSelect;

export function selectApiKeys(db: Database) {
  return db.select().from(clesApi).orderBy(desc(clesApi.created), desc(clesApi.id));
}

export async function insertApiKey(tx: Transaction, values: typeof clesApi.$inferInsert) {
  const [row] = await tx.insert(clesApi).values(values).returning();
  return row!;
}

/** Revokes a key not revoked yet; null when there is none such. */
export async function revokeApiKey(tx: Transaction, id: number) {
  const [row] = await tx
    .update(clesApi)
    .set({ revoquee: sql`now()` })
    .where(and(eq(clesApi.id, id), isNull(clesApi.revoquee)))
    .returning();
  return row ?? null;
}
