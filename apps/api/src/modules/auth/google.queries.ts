import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { googleLinks, users } from '../../db/schema/index.ts';
import type { UserRow } from './auth.queries.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export async function findUserByGoogleSub(db: Pick<Database, 'select'>, sub: string): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.google_sub, sub)))[0] ?? null;
}

/** An account by id, inside a transaction when given one. */
export async function findAccount(db: Pick<Database, 'select'>, id: number): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.id, id)))[0] ?? null;
}

/** Inserts an account made from a Google identity; null when its address or subject is taken meanwhile. */
export async function insertGoogleUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Records the Google subject on an account that has none yet; false when it already has one. */
export async function setGoogleSub(db: Executor, userId: number, sub: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ google_sub: sub })
    .where(and(eq(users.id, userId), isNull(users.google_sub)))
    .returning({ id: users.id });
  return Boolean(row);
}

export async function insertGoogleLink(
  db: Executor,
  values: { userId: number; sub: string; liaisonDigest: string; liaisonExpires: Date },
) {
  await db.insert(googleLinks).values({
    user_id: values.userId,
    google_sub: values.sub,
    liaison_digest: values.liaisonDigest,
    liaison_expires: values.liaisonExpires,
  });
}

const liaisonIsOpen = (liaisonDigest: string) =>
  and(
    eq(googleLinks.liaison_digest, liaisonDigest),
    isNull(googleLinks.liaison_used),
    gt(googleLinks.liaison_expires, new Date()),
  );

/** Counts one password try on an open liaison; null when it is unknown, spent, expired or out of tries. */
export async function countLiaisonAttempt(db: Executor, liaisonDigest: string, maxAttempts: number) {
  const [row] = await db
    .update(googleLinks)
    .set({ attempts: sql`${googleLinks.attempts} + 1` })
    .where(and(liaisonIsOpen(liaisonDigest), lt(googleLinks.attempts, maxAttempts)))
    .returning();
  return row ?? null;
}

/** Spends an open liaison by id (the first caller wins); false when it was spent meanwhile. */
export async function spendLiaison(db: Executor, linkId: number): Promise<boolean> {
  const [row] = await db
    .update(googleLinks)
    .set({ liaison_used: new Date() })
    .where(and(eq(googleLinks.id, linkId), isNull(googleLinks.liaison_used)))
    .returning({ id: googleLinks.id });
  return Boolean(row);
}

/** Spends an open liaison for a mailed link instead; null when it is unknown, spent or expired. */
export async function swapLiaisonForMail(db: Executor, liaisonDigest: string, mail: { digest: string; expires: Date }) {
  const [row] = await db
    .update(googleLinks)
    .set({ liaison_used: new Date(), mail_digest: mail.digest, mail_expires: mail.expires })
    .where(liaisonIsOpen(liaisonDigest))
    .returning();
  return row ?? null;
}

/** Spends a mailed link that is still valid; null when it is unknown, spent or expired. */
export async function spendMailedLink(db: Executor, mailDigest: string) {
  const [row] = await db
    .update(googleLinks)
    .set({ mail_used: new Date() })
    .where(
      and(
        eq(googleLinks.mail_digest, mailDigest),
        isNull(googleLinks.mail_used),
        gt(googleLinks.mail_expires, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}
