import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Transaction } from '../../db/client.ts';
import type { evenements } from '../../db/schema/index.ts';
import { evenementsLots } from '../../db/schema/index.ts';

export type EventRow = typeof evenements.$inferInsert;

const monthName = (year: number, month: number) => `evenements_${year}_${String(month + 1).padStart(2, '0')}`;
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString();

/**
 * Partitions are created and dropped under one advisory lock: `create table if not exists` is not
 * safe against another process doing the same at the same moment.
 */
const PARTITIONS_LOCK = 0x6f645f65; // "od_e"

function withPartitionsLock<T>(db: Database, work: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITIONS_LOCK})`);
    return work(tx);
  });
}

/** Creates the monthly partitions of `evenements` from `from`'s month for `months` months (existing ones are kept). */
export function createMonthPartitions(db: Database, from: Date, months: number) {
  return withPartitionsLock(db, async (tx) => {
    for (let offset = 0; offset < months; offset += 1) {
      const year = from.getUTCFullYear();
      const month = from.getUTCMonth() + offset;
      const start = new Date(Date.UTC(year, month, 1));
      const name = monthName(start.getUTCFullYear(), start.getUTCMonth());
      // Names and bounds are computed here from dates, never from input.
      await tx.execute(
        sql.raw(
          `create table if not exists ${name} partition of evenements for values from ('${monthStart(year, month)}') to ('${monthStart(year, month + 1)}')`,
        ),
      );
    }
  });
}

/** Drops the monthly partitions that end before `before` (raw events are kept 13 months). */
export function dropPartitionsBefore(db: Database, before: Date) {
  return withPartitionsLock(db, async (tx) => {
    const children = rowsOf<{ name: string }>(
      await tx.execute(sql`
        select child.relname as name
        from pg_inherits
        join pg_class parent on parent.oid = pg_inherits.inhparent
        join pg_class child on child.oid = pg_inherits.inhrelid
        where parent.relname = 'evenements'`),
    );
    const limit = monthName(before.getUTCFullYear(), before.getUTCMonth());
    const old = children
      .map((row) => row.name)
      .filter((name) => /^evenements_\d{4}_\d{2}$/u.test(name) && name < limit);
    for (const name of old) await tx.execute(sql.raw(`drop table if exists ${name}`));
    return old;
  });
}

const EVENT_COLUMNS = sql.raw(
  'ts, session_id, type, chemin, langue, theme, version, installe, affichage, source, produit_id, quantite, etape, appareil, navigateur, systeme, pays',
);

/**
 * One insert of many events sent as a single JSON parameter: building a multi-row insert with a
 * parameter per value (17 a row) cost the server more CPU than everything else of the ingest and
 * held its event loop for tens of milliseconds at each flush.
 */
function insertRows(rows: readonly EventRow[]) {
  return sql`insert into evenements (${EVENT_COLUMNS})
    select ${EVENT_COLUMNS} from json_to_recordset(${JSON.stringify(rows)}::json) as r(
      ts timestamptz, session_id text, type text, chemin text, langue text, theme text, version text, installe boolean,
      affichage text, source text, produit_id integer, quantite integer, etape integer, appareil text, navigateur text,
      systeme text, pays text)`;
}

/**
 * Stores batches not stored before, in one transaction: their ids first (a batch already known is
 * skipped), then the events of the new ones in multi-row inserts.
 */
export async function insertBatches(
  db: Database,
  batches: readonly { session_id: string; lot: string; rows: readonly EventRow[] }[],
) {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(evenementsLots)
      .values(batches.map(({ session_id, lot }) => ({ session_id, lot })))
      .onConflictDoNothing()
      .returning({ session_id: evenementsLots.session_id, lot: evenementsLots.lot });
    const isFresh = new Set(fresh.map((batch) => `${batch.session_id}/${batch.lot}`));
    const rows = batches
      .filter((batch) => isFresh.has(`${batch.session_id}/${batch.lot}`))
      .flatMap((batch) => batch.rows);
    for (let start = 0; start < rows.length; start += 5_000) {
      await tx.execute(insertRows(rows.slice(start, start + 5_000)));
    }
    return rows.length;
  });
}

/** Forgets batch ids older than `before` (a retry comes within seconds). */
export function deleteBatchIdsBefore(db: Database, before: Date) {
  return db.delete(evenementsLots).where(lt(evenementsLots.recu, before));
}
