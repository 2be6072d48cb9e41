import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commandes, commandesDeclinaisons } from '../../db/schema/index.ts';

/** Every order row of an account, whatever its status. */
export function selectAccountOrders(db: Database, userId: number) {
  return db.select().from(commandes).where(eq(commandes.user_id, userId));
}

/** Every line of an account's orders. */
export function selectAccountOrderLines(db: Database, userId: number) {
  return db
    .select()
    .from(commandesDeclinaisons)
    .where(sql`${commandesDeclinaisons.commande_id} in (select id from commandes where user_id = ${userId})`);
}
