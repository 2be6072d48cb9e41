import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { signUps } from '../../db/schema/index.ts';

export type PendingSignUp = typeof signUps.$inferSelect;

/** Spent or lapsed sign-ups are kept this long, so a late click is told what happened, then forgotten. */
const KEPT_AFTER_EXPIRY = sql`interval '7 days'`;

/** Forgets the sign-ups long past their expiry. */
export async function forgetLapsedSignUps(tx: Transaction) {
  await tx.delete(signUps).where(lt(signUps.expires, sql`now() - ${KEPT_AFTER_EXPIRY}`));
}

/** Records a sign-up waiting for its mailed link. */
export async function insertPendingSignUp(tx: Transaction, values: typeof signUps.$inferInsert) {
  const [row] = await tx.insert(signUps).values(values).returning({ id: signUps.id });
  return row!;
}

/**
 * Spends the sign-up whose link carries this digest, if it is still open (the first caller wins),
 * with every other one waiting for the same address: one account per address. The password hash
 * is handed back once and no longer kept here.
 */
export async function spendPendingSignUp(tx: Transaction, tokenDigest: string): Promise<PendingSignUp | null> {
  const [link] = await tx.select({ mail: signUps.mail }).from(signUps).where(eq(signUps.token_digest, tokenDigest));
  if (!link) return null;
  // Every open sign-up of the address, locked in one order: two links opened at once queue here
  // instead of each locking its own row and then waiting for the other's (a deadlock).
  const open = await tx
    .select()
    .from(signUps)
    .where(and(eq(signUps.mail, link.mail), isNull(signUps.used)))
    .orderBy(asc(signUps.id))
    .for('update');
  const original = open.find((row) => row.token_digest === tokenDigest && row.expires > new Date());
  if (!original) return null;
  await tx
    .update(signUps)
    .set({ used: new Date(), password_hash: '' })
    .where(and(eq(signUps.mail, original.mail), isNull(signUps.used)));
  return original;
}

/** Why a link cannot be spent: unknown, already used or lapsed. */
export async function findSignUpState(db: Database, tokenDigest: string): Promise<'unknown' | 'used' | 'expired'> {
  const [row] = await db
    .select({ used: signUps.used, expires: signUps.expires })
    .from(signUps)
    .where(eq(signUps.token_digest, tokenDigest));
  if (!row) return 'unknown';
  return row.used ? 'used' : 'expired';
}
