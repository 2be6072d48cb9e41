import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import type { LinkSet } from './define-resource.ts';

type Reader = Database | Transaction;

/** The linked ids of each given record, ascending (records without links are absent). */
export async function selectLinkedIds(db: Reader, link: LinkSet, keys: readonly unknown[]) {
  const linked = new Map<unknown, number[]>();
  if (keys.length === 0) return linked;
  const rows = await db
    .select({ key: link.from, id: link.to })
    .from(link.table as PgTable)
    .where(inArray(link.from, [...keys]))
    .orderBy(link.to);
  for (const { key, id } of rows) linked.set(key, [...(linked.get(key) ?? []), id as number]);
  return linked;
}

/** Replaces the record's links by the given ids (duplicates dropped). */
export async function replaceLinkedIds(tx: Transaction, link: LinkSet, key: unknown, ids: readonly number[]) {
  await tx.delete(link.table as PgTable).where(eq(link.from, key));
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [fromName, toName] = [propertyOf(link, link.from), propertyOf(link, link.to)];
  await tx.insert(link.table as PgTable).values(unique.map((id) => ({ [fromName]: key, [toName]: id })) as never);
}

/** The table's property name of a column (what Drizzle's `values` expects). */
function propertyOf(link: LinkSet, column: PgColumn): string {
  const found = Object.entries(getTableColumns(link.table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`Link column ${column.name} is not in its table`);
  return found[0];
}
