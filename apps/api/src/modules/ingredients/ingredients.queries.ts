import { count, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { principesActifs, principesProduits } from '../../db/schema/index.ts';

export async function selectIngredientsPage(db: Database, orderBy: SQL | PgColumn, limit: number, offset: number) {
  const [rows, [total], links] = await Promise.all([
    db.select().from(principesActifs).orderBy(orderBy, principesActifs.id).limit(limit).offset(offset),
    db.select({ value: count() }).from(principesActifs),
    db.select().from(principesProduits),
  ]);
  return { rows, total: total?.value ?? 0, links };
}
