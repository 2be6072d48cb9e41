import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { actualites } from '../../db/schema/index.ts';
import { orderByFromSort } from '../../lib/paginate.ts';

const SORTABLE = { publie_le: actualites.publie_le, label: actualites.label, id: actualites.id };
const published = eq(actualites.online, true);

/** A page of the published articles, newest first unless sorted otherwise, and how many there are. */
export async function selectPublishedNewsPage(db: Database, sort: string | undefined, limit: number, offset: number) {
  const orderBy = orderByFromSort(sort, SORTABLE, desc(actualites.publie_le));
  const [rows, [total]] = await Promise.all([
    db.select().from(actualites).where(published).orderBy(orderBy, desc(actualites.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(actualites).where(published),
  ]);
  return { rows, total: total?.value ?? 0 };
}
