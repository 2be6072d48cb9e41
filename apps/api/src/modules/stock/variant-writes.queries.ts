import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { declinaisons } from '../../db/schema/index.ts';

export type NewVariant = typeof declinaisons.$inferInsert;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2_000;

export async function insertVariants(tx: Transaction, rows: readonly NewVariant[]) {
  const created: (typeof declinaisons.$inferSelect)[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    created.push(
      ...(await tx
        .insert(declinaisons)
        .values(rows.slice(start, start + INSERT_CHUNK))
        .returning()),
    );
  }
  return created;
}

/** One variant's changed fields, its version moved on as every edit does. */
export async function updateVariant(tx: Transaction, id: number, patch: Partial<NewVariant>) {
  await tx
    .update(declinaisons)
    .set({ ...patch, version: sql`${declinaisons.version} + 1` })
    .where(eq(declinaisons.id, id));
}
