import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever PostgreSQL runs behind it (embedded PGlite or a server). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and applies pending migrations: PostgreSQL when a URL is given, otherwise
 * PGlite with its files under the data directory (or in memory for `memory://`).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  migrationsDir?: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`), as tests do. */
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  const folder = options.migrationsDir ?? migrationsFolder;
  const handle = options.url
    ? await openPostgres(options.url, folder)
    : await openPglite(options.dataDir, folder, options.pgliteDump);
  return handle;
}

/** The server's PostgreSQL pool; the benches' raw sides use it too. */
export const POSTGRES_OPTIONS = { max: 10, onnotice: () => {}, connect_timeout: 10 };

async function openPostgres(url: string, migrationsDir: string): Promise<DatabaseHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, POSTGRES_OPTIONS);
  const db = drizzle({ client, schema });
  await withMigrationLock(db, () => migrate(db, { migrationsFolder: migrationsDir }));
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: () => ping(db as unknown as Database),
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string, migrationsDir: string, dump?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir === 'memory://';
  const pgDir = inMemory ? undefined : path.join(dataDir, 'pglite');
  if (pgDir) mkdirSync(pgDir, { recursive: true });
  const client = await PGlite.create(pgDir, dump ? { loadDataDir: dump } : {});
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsDir });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => ping(db as unknown as Database),
    close: () => client.close(),
  };
}

/** Serialises migrations when several processes start together on one PostgreSQL. */
async function withMigrationLock<T>(db: { transaction: Database['transaction'] }, run: () => Promise<T>): Promise<T> {
  // A transaction-scoped advisory lock is released on commit even if this process dies.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    return run();
  });
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw `db.execute` result: postgres-js answers an array, PGlite an object with `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
