import { sql } from 'drizzle-orm';
import { APPLICATION_NAME, rowsOf, type DatabaseHandle } from '../db/client.ts';

/**
 * This shop's PostgreSQL connections by state (active, idle, idle in transaction…), every process
 * counted, as PostgreSQL sees them: the pool's use. The driver does not expose its own queue, so
 * a pool running out shows as every connection active. Null on the embedded database.
 */
export async function readConnectionStates({ db, kind }: DatabaseHandle): Promise<Record<string, number> | null> {
  if (kind !== 'postgres') return null;
  const rows = rowsOf<{ state: string | null; count: number | string }>(
    await db.execute(sql`
      select coalesce(state, 'unknown') as state, count(*) as count
      from pg_stat_activity
      where application_name = ${APPLICATION_NAME} and datname = current_database()
      group by 1`),
  );
  return Object.fromEntries(rows.map((row) => [row.state ?? 'unknown', Number(row.count)]));
}
