import { and, asc, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { paniers, paniersDeclinaisons, relancesPanier } from '../../db/schema/index.ts';
import { shopDayStart } from '../../lib/shop-time.ts';

export interface BasketToRemind {
  id: number;
  hash: string;
  user_id: number;
  updated: Date;
}

/**
 * Signed-in baskets with lines, last changed within [`leftAfter`, `leftBefore`) and never reminded,
 * a page at a time after `after` (keyset on the last change, then the id).
 */
export async function selectBasketsToRemind(
  db: Database,
  window: { leftAfter: Date; leftBefore: Date },
  after: { updated: Date; id: number } | null,
  limit: number,
): Promise<BasketToRemind[]> {
  const rows = await db
    .select({ id: paniers.id, hash: paniers.hash, user_id: paniers.user_id, updated: paniers.updated })
    .from(paniers)
    .where(
      and(
        isNotNull(paniers.user_id),
        sql`not exists (select 1 from ${relancesPanier} where ${relancesPanier.panier_hash} = ${paniers.hash})`,
        gte(paniers.updated, window.leftAfter),
        lt(paniers.updated, window.leftBefore),
        after ? sql`(${paniers.updated}, ${paniers.id}) > (${after.updated}, ${after.id})` : undefined,
        sql`exists (select 1 from ${paniersDeclinaisons} where ${paniersDeclinaisons.panier_id} = ${paniers.id})`,
      ),
    )
    .orderBy(asc(paniers.updated), asc(paniers.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, user_id: row.user_id! }));
}

/** The lines of some baskets. */
export function selectLinesOfBaskets(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      panier_id: paniersDeclinaisons.panier_id,
      declinaison_id: paniersDeclinaisons.declinaison_id,
      qtt: paniersDeclinaisons.qtt,
    })
    .from(paniersDeclinaisons)
    .where(inArray(paniersDeclinaisons.panier_id, [...ids]))
    .orderBy(asc(paniersDeclinaisons.created));
}

/**
 * Records the basket's reminder unless one was: the unique hash lets it go once, however many
 * processes run the job at once. False when another took it.
 */
export async function recordReminder(tx: Transaction, hash: string): Promise<boolean> {
  const rows = await tx
    .insert(relancesPanier)
    .values({ panier_hash: hash })
    .onConflictDoNothing()
    .returning({ id: relancesPanier.id });
  return rows.length > 0;
}

/** The reminders sent from the shop day `du` to `au` included, with their basket's hash. */
export function selectReminders(db: Database, du: string, au: string) {
  return db
    .select({ hash: relancesPanier.panier_hash, envoyee: relancesPanier.envoyee })
    .from(relancesPanier)
    .where(and(gte(relancesPanier.envoyee, shopDayStart(du)), lt(relancesPanier.envoyee, shopDayStart(au, 1))));
}
