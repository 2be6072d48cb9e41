import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { principesActifs, principesProduits } from '../../db/schema/index.ts';
import { orderByFromSort } from '../../lib/paginate.ts';

const SORTABLE = { ordre: principesActifs.ordre, label: principesActifs.label, id: principesActifs.id };

/** A page of the active ingredients, how many there are, and every ingredient-product link. */
export async function selectIngredientsPage(db: Database, sort: string | undefined, limit: number, offset: number) {
  const orderBy = orderByFromSort(sort, SORTABLE, principesActifs.ordre);
  const [rows, [total], links] = await Promise.all([
    db.select().from(principesActifs).orderBy(orderBy, principesActifs.id).limit(limit).offset(offset),
    db.select({ value: count() }).from(principesActifs),
    db.select().from(principesProduits),
  ]);
  return { rows, total: total?.value ?? 0, links };
}
