import { inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { configurations, produits, visuels } from '../../db/schema/index.ts';

/** Writes each key's text, creating the rows never set; a changed row's version moves on. */
export async function upsertConfigurationValues(tx: Transaction, values: Record<string, string>) {
  const rows = Object.entries(values).map(([cle, valeur]) => ({ cle, valeur }));
  if (rows.length === 0) return;
  await tx
    .insert(configurations)
    .values(rows)
    .onConflictDoUpdate({
      target: configurations.cle,
      set: { valeur: sql`excluded.valeur`, version: sql`${configurations.version} + 1` },
      setWhere: sql`${configurations.valeur} is distinct from excluded.valeur`,
    });
}

/** Which of these product ids exist. */
export async function selectExistingProduits(db: Pick<Database, 'select'>, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: produits.id })
    .from(produits)
    .where(inArray(produits.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Which of these visuel ids exist. */
export async function selectExistingVisuels(db: Pick<Database, 'select'>, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: visuels.id })
    .from(visuels)
    .where(inArray(visuels.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
