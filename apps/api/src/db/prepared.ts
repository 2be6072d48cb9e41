import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { rowsOf, type Database } from './client.ts';

const dialect = new PgDialect();

/** The postgres.js client drizzle exposes as `db.$client` when it runs on a PostgreSQL server. */
function postgresClientOf(db: Database): Sql | null {
  const client = (db as Database & { $client?: unknown }).$client;
  return typeof client === 'function' && 'unsafe' in client ? (client as Sql) : null;
}

/**
 * Runs a hot statement as a server-side prepared statement. `db.execute` sends a statement
 * unprepared, which postgres.js does in two round trips (parse and describe, then bind and
 * execute); with its documented `prepare: true` option each pooled connection parses the text once
 * and then binds and executes in one. The embedded database (PGlite) has no round trips to save,
 * so there (and inside a transaction, which has no `$client`) the statement goes through
 * `db.execute` as before. Answers the rows, like `rowsOf`.
 */
export async function executePrepared<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const client = postgresClientOf(db);
  if (!client) {
    return rowsOf<Row>(await db.execute(statement));
  }
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (await client.unsafe(text, params as never[], { prepare: true })) as unknown as Row[];
}
