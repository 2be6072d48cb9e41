import type { ActivityLogFilters } from '@boutique/domain';
import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { audits } from '../../db/schema/index.ts';
import { shopDayStart } from '../../lib/shop-time.ts';

type Reader = Pick<Database, 'select' | 'selectDistinct'>;

function matching(filters: ActivityLogFilters): SQL | undefined {
  return and(
    filters.auteur === undefined ? undefined : eq(audits.user_id, filters.auteur),
    filters.ressource === undefined ? undefined : eq(audits.resource, filters.ressource),
    filters.enregistrement === undefined ? undefined : eq(audits.record_id, filters.enregistrement),
    filters.du === undefined ? undefined : gte(audits.created, shopDayStart(filters.du)),
    filters.au === undefined ? undefined : lt(audits.created, shopDayStart(filters.au, 1)),
  );
}

/** A page of entries, the last written first (ids follow the order of writes; instants may tie). */
export function selectActivity(db: Reader, filters: ActivityLogFilters, limit: number, offset: number) {
  return db.select().from(audits).where(matching(filters)).orderBy(desc(audits.id)).limit(limit).offset(offset);
}

export async function countActivity(db: Reader, filters: ActivityLogFilters) {
  const [row] = await db.select({ total: count() }).from(audits).where(matching(filters));
  return row?.total ?? 0;
}

/**
 * The `limit` entries written before entry `beforeId` (all when null), the last written first: the
 * export reads the whole log this way, a batch at a time, however long it is.
 */
export function selectActivityBefore(db: Reader, filters: ActivityLogFilters, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(audits)
    .where(and(matching(filters), beforeId === null ? undefined : lt(audits.id, beforeId)))
    .orderBy(desc(audits.id))
    .limit(limit);
}

/** The ids of the accounts that wrote entries (still there: a deleted one's entries keep no id). */
export async function selectActivityAuthorIds(db: Reader) {
  const rows = await db.selectDistinct({ id: audits.user_id }).from(audits).where(isNotNull(audits.user_id));
  return rows.map((row) => row.id!);
}

/** The resources written at least once, by name. */
export async function selectActivityResources(db: Reader) {
  const rows = await db.selectDistinct({ resource: audits.resource }).from(audits).orderBy(asc(audits.resource));
  return rows.map((row) => row.resource);
}
