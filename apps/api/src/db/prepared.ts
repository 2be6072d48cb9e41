import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
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
 * A hot statement, written once with drizzle's `sql` from named values, run as a server-side
 * prepared statement. Its text is built once, with `sql.placeholder` standing for each value, so a
 * call only fills the parameters in (drizzle's own prepared queries work the same way). On
 * PostgreSQL it goes through postgres.js's documented `unsafe(text, params, { prepare: true })`:
 * each pooled connection parses the text once, then binds and executes it in one round trip
 * (`db.execute` would parse and describe it first, in a round trip of its own, every time). The
 * embedded database (PGlite) has no round trips to save, and a transaction has no `$client`: there
 * the statement is built with the values and goes through `db.execute`. Answers the rows.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  build: (values: Values) => SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  // Only the template reads these, and drizzle turns each into a numbered parameter.
  const placeholders = new Proxy({}, { get: (_, name) => sql.placeholder(String(name)) }) as Values;
  const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
  return async (db, values) => {
    const client = postgresClientOf(db);
    if (!client) {
      return rowsOf<Row>(await db.execute(build(values)));
    }
    return (await client.unsafe(text, fillPlaceholders(params, values) as never[], {
      prepare: true,
    })) as unknown as Row[];
  };
}
