import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;

export function selectRoles(db: Database | Transaction) {
  return db.select().from(roles).orderBy(asc(roles.nom));
}

/** The role, its row locked against a deletion until the caller's transaction ends. */
export async function lockRole(tx: Transaction, code: string, mode: 'share' | 'update'): Promise<RoleRow | null> {
  const [row] = await tx
    .select()
    .from(roles)
    .where(eq(roles.code, code))
    .for(mode === 'share' ? 'share' : 'update');
  return row ?? null;
}

/** A new role; null when the code is taken. */
export async function insertRole(tx: Transaction, values: { code: string; nom: string; permissions: string[] }) {
  const [row] = await tx.insert(roles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateRole(tx: Transaction, code: string, values: { nom: string; permissions: string[] }) {
  const [row] = await tx
    .update(roles)
    .set({ ...values, version: sql`${roles.version} + 1` })
    .where(eq(roles.code, code))
    .returning();
  return row ?? null;
}

export async function deleteRole(tx: Transaction, code: string) {
  await tx.delete(roles).where(eq(roles.code, code));
}
