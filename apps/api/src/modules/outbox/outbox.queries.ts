import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { OutboxChannel, OutboxQuery, OutboxStatus } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { containing, startingWith } from '../../lib/like-pattern.ts';

type Executor = Pick<Database, 'insert'>;
type Row = typeof outbox.$inferSelect;

/** A message stops being retried after this many failed attempts; staff may relaunch it. */
export const MAX_ATTEMPTS = 8;

/** Inserts messages; one whose deduplication key is already there is ignored. Answers how many went in. */
export async function insertMessages(executor: Executor, values: (typeof outbox.$inferInsert)[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await executor
    .insert(outbox)
    .values(values)
    .onConflictDoNothing({ target: outbox.cle })
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * Claims up to `limit` pending messages of a channel, oldest first. SKIP LOCKED lets several
 * processes dispatch at once without sending a message twice.
 */
export function claimPending(tx: Database, canal: OutboxChannel, limit: number) {
  return tx
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.canal, canal),
        isNull(outbox.envoye),
        lt(outbox.tentatives, MAX_ATTEMPTS),
        lte(outbox.apres, sql`now()`),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(tx: Database, id: number) {
  await tx
    .update(outbox)
    .set({ envoye: new Date(), tentatives: sql`${outbox.tentatives} + 1`, erreur: null })
    .where(eq(outbox.id, id));
}

/** Keeps the failure and backs off: the next attempt waits 1, 2, 4… minutes (about 2 h for the last). */
export async function markFailed(tx: Database, id: number, error: string) {
  await tx
    .update(outbox)
    .set({
      tentatives: sql`${outbox.tentatives} + 1`,
      erreur: error.slice(0, 500),
      apres: sql`now() + interval '1 minute' * power(2, ${outbox.tentatives})`,
    })
    .where(eq(outbox.id, id));
}

const STATUS_CONDITIONS: Record<OutboxStatus, SQL> = {
  envoye: isNotNull(outbox.envoye),
  en_attente: and(isNull(outbox.envoye), lt(outbox.tentatives, MAX_ATTEMPTS))!,
  echec: and(isNull(outbox.envoye), gte(outbox.tentatives, MAX_ATTEMPTS))!,
};

/** Beyond this many matching messages the list says "more than" instead of counting them all. */
export const COUNT_CAP = 10_000;

/** A page of messages, newest first, with the number matching the filters (capped). */
export async function findMessages(db: Database, query: OutboxQuery) {
  const where = and(
    query.canal ? eq(outbox.canal, query.canal) : undefined,
    query.statut ? STATUS_CONDITIONS[query.statut] : undefined,
    query.q ? ilike(outbox.destinataire, containing(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(
      db
        .select({ id: outbox.id })
        .from(outbox)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('matching'),
    ),
  ]);
  const matching = total?.value ?? 0;
  return { rows, total: Math.min(matching, COUNT_CAP), exact: matching <= COUNT_CAP };
}

/** Puts an unsent message back in the queue with fresh attempts; a sent one is left alone. */
export async function requeue(db: Database | Transaction, id: number): Promise<Row | null> {
  const [row] = await db
    .update(outbox)
    .set({ tentatives: 0, erreur: null, apres: sql`now()` })
    .where(and(eq(outbox.id, id), isNull(outbox.envoye)))
    .returning();
  return row ?? null;
}

/** One message; `lock` holds its row until the caller's transaction ends. */
export async function findMessage(db: Database | Transaction, id: number, lock = false): Promise<Row | null> {
  const query = db.select().from(outbox).where(eq(outbox.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Messages still to leave (failed ones past their last attempt excluded), for the metrics. */
export async function countBacklog(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outbox).where(STATUS_CONDITIONS.en_attente);
  return row?.total ?? 0;
}

/** Where the messages whose key starts with `prefix` stand (a campaign's mails). */
export async function countByKeyPrefix(db: Database, prefix: string) {
  const [counts] = await db
    .select({
      total: count(),
      envoyes: count(outbox.envoye),
      echecs: sql<number>`count(*) filter (where ${STATUS_CONDITIONS.echec})`.mapWith(Number),
    })
    .from(outbox)
    .where(like(outbox.cle, startingWith(prefix)));
  const { total = 0, envoyes = 0, echecs = 0 } = counts ?? {};
  return { total, envoyes, echecs, en_attente: total - envoyes - echecs };
}

/** Deletes the messages sent before `before` whose key starts with `prefix`; answers how many. */
export async function deleteSentByKeyPrefix(db: Database, prefix: string, before: Date): Promise<number> {
  const deleted = await db
    .delete(outbox)
    .where(and(like(outbox.cle, startingWith(prefix)), lt(outbox.envoye, before)))
    .returning({ id: outbox.id });
  return deleted.length;
}
