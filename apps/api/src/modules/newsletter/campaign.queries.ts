import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { campagnes, newsletters, users } from '../../db/schema/index.ts';

/** The campaign, locked until the sending transaction ends: two sends cannot both see it unsent. */
export async function lockCampaign(tx: Transaction, id: number) {
  const [row] = await tx.select().from(campagnes).where(eq(campagnes.id, id)).for('update');
  return row ?? null;
}

export async function findCampaign(db: Database, id: number) {
  const [row] = await db.select().from(campagnes).where(eq(campagnes.id, id));
  return row ?? null;
}

/** Everyone whose consent counts today: confirmed from the mailed link, not unsubscribed since. */
export function consentingSubscribers(tx: Transaction) {
  return tx
    .select({
      id: newsletters.id,
      mail: newsletters.mail,
      langue: newsletters.langue,
      jeton: newsletters.desinscription,
    })
    .from(newsletters)
    .where(and(isNotNull(newsletters.confirme), isNull(newsletters.desinscrit)))
    .orderBy(newsletters.id);
}

export async function markCampaignSent(tx: Transaction, id: number, destinataires: number) {
  await tx
    .update(campagnes)
    .set({ envoyee: sql`now()`, destinataires, version: sql`${campagnes.version} + 1` })
    .where(eq(campagnes.id, id));
}

/** The one-click unsubscribe: answers false for an unknown link; a second click changes nothing. */
export async function unsubscribe(db: Database, jeton: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletters)
      .set({
        desinscrit: sql`coalesce(${newsletters.desinscrit}, now())`,
        version: sql`${newsletters.version} + 1`,
      })
      .where(eq(newsletters.desinscription, jeton))
      .returning({ user_id: newsletters.user_id, mail: newsletters.mail });
    if (!row) return false;
    // The account's profile stops showing a subscription its owner just ended.
    if (row.user_id) {
      await tx
        .update(users)
        .set({ newsletters: false })
        .where(and(eq(users.id, row.user_id), eq(users.mail, row.mail)));
    }
    return true;
  });
}
