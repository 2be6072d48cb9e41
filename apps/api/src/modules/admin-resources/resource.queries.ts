import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type Transaction } from '../../db/client.ts';
import type { ResourceDefinition, Row } from './define-resource.ts';

type Reader = Database | Transaction;
/** Drizzle's builders are typed per table; the registry works on any table, with rows as records. */
const table = (definition: ResourceDefinition) => definition.table as PgTable;

/** From this offset on, a page first finds its keys, then reads only its rows. */
const DEFERRED_JOIN_OFFSET = 1_000;

export function selectRows(
  db: Reader,
  definition: ResourceDefinition,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  limit: number,
  offset = 0,
): Promise<Row[]> {
  if (offset >= DEFERRED_JOIN_OFFSET) {
    // A deep page skips `offset` rows: skipping keys (from an index that holds the sort and the
    // key) costs far less than fetching whole rows only to drop them.
    const keys = db
      .select({ key: definition.keyColumn })
      .from(table(definition))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return db
      .select()
      .from(table(definition))
      .where(inArray(definition.keyColumn, keys))
      .orderBy(...orderBy);
  }
  return db
    .select()
    .from(table(definition))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * How many rows match, exactly while there are at most `cap` of them (counting stops there);
 * beyond, the planner's estimate, so a big table is never counted whole.
 */
export async function countRows(
  db: Reader,
  definition: ResourceDefinition,
  where: SQL | undefined,
  cap = definition.countCap,
): Promise<{ total: number; exact: boolean }> {
  const capped = db
    .select({ one: sql`1` })
    .from(table(definition))
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [counted] = await db.select({ value: count() }).from(capped);
  const total = counted?.value ?? 0;
  if (total <= cap) return { total, exact: true };
  return { total: Math.max(cap + 1, await estimateRows(db, definition, where)), exact: false };
}

/** The planner's row estimate for the filtered table (EXPLAIN, nothing is read). */
async function estimateRows(db: Reader, definition: ResourceDefinition, where: SQL | undefined) {
  const query = db
    .select({ one: sql`1` })
    .from(table(definition))
    .where(where);
  const result = await db.execute(sql`explain (format json) ${query}`);
  const [first] = rowsOf<Record<string, unknown>>(result);
  const plan = first ? Object.values(first)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/** One row by key, locked for the rest of the transaction when asked. */
export async function selectRow(
  db: Reader,
  definition: ResourceDefinition,
  where: SQL,
  options: { lock?: boolean } = {},
): Promise<Row | null> {
  const query = db.select().from(table(definition)).where(where).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertRow(tx: Transaction, definition: ResourceDefinition, values: Row): Promise<Row> {
  const [row] = await tx
    .insert(table(definition))
    .values(values as never)
    .returning();
  return row as Row;
}

/** Writes the change and bumps the version (the caller has checked it under a row lock). */
export async function updateRow(tx: Transaction, definition: ResourceDefinition, where: SQL, values: Row) {
  const [row] = await tx
    .update(table(definition))
    .set({ ...values, version: sql`${definition.versionColumn} + 1` } as never)
    .where(where)
    .returning();
  return row as Row;
}

export async function deleteRow(tx: Transaction, definition: ResourceDefinition, where: SQL) {
  await tx.delete(table(definition)).where(where);
}

/** The condition selecting one record by its key. */
export const byKey = (definition: ResourceDefinition, key: unknown) => eq(definition.keyColumn, key);
