import type postgres from 'postgres';

/**
 * What a backup states about its database, read inside the dump's own snapshot, and what a restore
 * reads again to prove the copy whole: every table's row count, and checksums of the documents the
 * law makes the shop keep (orders, invoice numbering, credit notes).
 */
export interface DatabaseFigures {
  /** Migrations applied (drizzle's journal table): a restore runs on a build at least that recent. */
  migrations: number;
  /** Rows per table of the `public` schema. */
  tables: Record<string, number>;
  /** md5 of each document series, every row in a fixed order (see CHECKSUMS). */
  checksums: Record<string, string>;
}

/**
 * Each checksum hashes whole rows as PostgreSQL writes them out (`row::text`), in key order, so one
 * changed, missing or extra row changes it. Timestamps are written in the session's time zone:
 * readFigures fixes it, so a backup and a restore on differently configured servers agree.
 */
const CHECKSUMS = {
  /** Every order, whole. */
  commandes: `select md5(coalesce(string_agg(c::text, '|' order by c.id), '')) as sum from commandes c`,
  /** The invoice numbering: which order holds which number, when paid, for how much. */
  factures: `select md5(coalesce(string_agg(concat_ws(',', facture_numero, id, payee, total_ttc), '|'
    order by facture_numero), '')) as sum from commandes where facture_numero is not null`,
  /** Every credit note, whole. */
  avoirs: `select md5(coalesce(string_agg(a::text, '|' order by a.id), '')) as sum from avoirs a`,
  /** The counters that number orders, invoices and credit notes: the next number must not repeat. */
  compteurs: `select md5(coalesce(string_agg(k::text, '|' order by k.cle), '')) as sum from compteurs k`,
} as const;

/**
 * Reads the figures on a connection already inside the transaction to describe (the backup's
 * exported snapshot, or the restored database). Sets the time zone for this transaction only.
 */
export async function readFigures(tx: postgres.TransactionSql): Promise<DatabaseFigures> {
  await tx`set local timezone = 'UTC'`;
  await tx`set local datestyle = 'ISO, YMD'`;
  const [migrations] = await tx<{ count: string }[]>`select count(*) as count from drizzle.__drizzle_migrations`;
  const names = await tx<{ name: string }[]>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`;
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    const [row] = await tx<{ count: string }[]>`select count(*) as count from ${tx('public')}.${tx(name)}`;
    tables[name] = Number(row!.count);
  }
  const checksums: Record<string, string> = {};
  for (const [series, query] of Object.entries(CHECKSUMS)) {
    const [row] = await tx.unsafe<{ sum: string }[]>(query);
    checksums[series] = row!.sum;
  }
  return { migrations: Number(migrations!.count), tables, checksums };
}

/** Where two sets of figures differ, one readable line each (empty: the same). */
export function compareFigures(expected: DatabaseFigures, found: DatabaseFigures): string[] {
  const differences: string[] = [];
  if (expected.migrations !== found.migrations) {
    differences.push(`migrations: ${expected.migrations} in the backup, ${found.migrations} restored`);
  }
  for (const name of new Set([...Object.keys(expected.tables), ...Object.keys(found.tables)])) {
    const [before, after] = [expected.tables[name], found.tables[name]];
    if (before !== after)
      differences.push(`${name}: ${before ?? 'no table'} rows in the backup, ${after ?? 'no table'} restored`);
  }
  for (const [series, sum] of Object.entries(expected.checksums)) {
    if (found.checksums[series] !== sum) differences.push(`${series}: checksum differs`);
  }
  return differences;
}
