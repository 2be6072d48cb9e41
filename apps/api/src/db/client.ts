import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
  /**
   * Raw SQL, one statement, for code written against node-postgres (the job queue, its status). On
   * PGlite, a statement without values may be a script of several, with its own transaction.
   */
  runSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` holding a lock that every process of the shop takes under the same key, on any
   * connection (PostgreSQL's advisory lock; PGlite has a single process and needs none).
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
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

/**
 * The name each connection gives PostgreSQL: the metrics count this shop's connections by it
 * (pg_stat_activity), whichever process opened them.
 */
export const APPLICATION_NAME = 'boutique';

/** The server's PostgreSQL pool; the benches' raw sides use it too. */
export const POSTGRES_OPTIONS = {
  max: 10,
  onnotice: () => {},
  connect_timeout: 10,
  connection: { application_name: APPLICATION_NAME },
};

async function openPostgres(url: string, migrationsDir: string): Promise<DatabaseHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, POSTGRES_OPTIONS);
  const db = drizzle({ client, schema });
  await withAdvisoryLock(db, MIGRATION_LOCK, () => migrate(db, { migrationsFolder: migrationsDir }));
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: () => ping(db as unknown as Database),
    async runSql(text, values = []) {
      return { rows: [...(await client.unsafe(text, values.map(toParameter) as never[]))] };
    },
    withLock: (key, work) => withAdvisoryLock(db, key, work),
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
  // One process: a lock is a queue in memory.
  let locked: Promise<unknown> = Promise.resolve();
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => ping(db as unknown as Database),
    async runSql(text, values = []) {
      if (values.length > 0) return { rows: (await client.query(text, values.map(toParameter))).rows };
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // The only connection: a script stopped inside its transaction would leave it aborted.
        if (client.isInTransaction()) await client.exec('rollback');
        throw error;
      }
    },
    withLock: (_key, work) => (locked = locked.then(work, work)),
    close: () => client.close(),
  };
}

/**
 * A value as node-postgres would send it, for libraries written for it: `undefined` is NULL (which
 * postgres.js refuses) and an object is its JSON; arrays, dates and buffers pass as they are.
 */
function toParameter(value: unknown) {
  if (value === undefined) return null;
  const isPlainObject =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !Buffer.isBuffer(value) &&
    !(value instanceof Uint8Array);
  return isPlainObject ? JSON.stringify(value) : value;
}

/** Serialises migrations when several processes start together on one PostgreSQL. */
const MIGRATION_LOCK = 727274;

async function withAdvisoryLock<T>(db: { transaction: Database['transaction'] }, key: number, run: () => Promise<T>) {
  // A transaction-scoped advisory lock is released on commit even if this process dies.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return run();
  });
}

/**
 * How many of this build's migrations the database lacks: 0 once migrated. A database ahead of
 * this build (a newer process migrated it during a rolling upgrade) also counts as 0.
 */
export async function countPendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const [applied] = rowsOf<{ count: number | string }>(
    await db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
  );
  return Math.max(0, journal.entries.length - Number(applied?.count ?? 0));
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
