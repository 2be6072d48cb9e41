import type { WebhookEvent } from '@boutique/domain';
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { webhooks, webhooksLivraisons } from '../../db/schema/index.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhooksLivraisons.$inferSelect;

export const selectWebhooks = (db: Database) => db.select().from(webhooks).orderBy(desc(webhooks.id));

export async function insertWebhook(tx: Transaction, values: typeof webhooks.$inferInsert) {
  const [row] = await tx.insert(webhooks).values(values).returning();
  return row!;
}

export async function deleteWebhook(tx: Transaction, id: number) {
  const [row] = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning();
  return row ?? null;
}

/** One delivery of the event to each endpoint listening to it; an event already queued for one is not again. */
export async function queueDeliveries(tx: Transaction, event: WebhookEvent, key: string, body: string) {
  await tx.execute(sql`
    insert into ${webhooksLivraisons} (webhook_id, evenement, cle, corps)
    select ${webhooks.id}, ${event}, ${key}, ${body} from ${webhooks} where ${event} = any(${webhooks.evenements})
    on conflict (webhook_id, cle) do nothing`);
}

/**
 * Takes up to `limit` due deliveries with their endpoint, leasing each for `leaseSeconds` (moved
 * forward in the same statement), so another process skips them while this one posts.
 */
export async function leaseDueDeliveries(db: Database, limit: number, leaseSeconds: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhooksLivraisons.id })
      .from(webhooksLivraisons)
      .where(
        and(isNotNull(webhooksLivraisons.prochaine_tentative), lte(webhooksLivraisons.prochaine_tentative, sql`now()`)),
      )
      .orderBy(webhooksLivraisons.prochaine_tentative)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(webhooksLivraisons)
      .set({ prochaine_tentative: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(
        inArray(
          webhooksLivraisons.id,
          due.map((row) => row.id),
        ),
      );
    return tx
      .select({ delivery: webhooksLivraisons, url: webhooks.url, secret: webhooks.secret })
      .from(webhooksLivraisons)
      .innerJoin(webhooks, eq(webhooks.id, webhooksLivraisons.webhook_id))
      .where(
        inArray(
          webhooksLivraisons.id,
          due.map((row) => row.id),
        ),
      );
  });
}

/** An attempt's outcome: delivered, given up, or due again at `retryAt`. */
export async function recordAttempt(
  db: Database,
  id: number,
  outcome: { delivered: boolean; status: number | null; answer: string | null; retryAt: Date | null },
) {
  await db
    .update(webhooksLivraisons)
    .set({
      tentatives: sql`${webhooksLivraisons.tentatives} + 1`,
      derniere_tentative: sql`now()`,
      code_reponse: outcome.status,
      reponse: outcome.answer,
      statut: outcome.delivered ? 'livree' : outcome.retryAt ? 'en_attente' : 'echouee',
      prochaine_tentative: outcome.delivered ? null : outcome.retryAt,
    })
    .where(eq(webhooksLivraisons.id, id));
}

/** The latest deliveries, with their endpoint's address. */
export function selectDeliveries(db: Database, limit: number) {
  return db
    .select({ delivery: webhooksLivraisons, url: webhooks.url })
    .from(webhooksLivraisons)
    .innerJoin(webhooks, eq(webhooks.id, webhooksLivraisons.webhook_id))
    .orderBy(desc(webhooksLivraisons.id))
    .limit(limit);
}

/** Puts a delivery back in the queue at once, whatever became of it; null when there is none. */
export async function requeueDelivery(tx: Transaction, id: number) {
  const [row] = await tx
    .update(webhooksLivraisons)
    .set({ statut: 'en_attente', prochaine_tentative: sql`now()` })
    .where(eq(webhooksLivraisons.id, id))
    .returning();
  return row ?? null;
}
