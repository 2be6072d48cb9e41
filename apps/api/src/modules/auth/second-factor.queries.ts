import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { secondFactors, tokens } from '../../db/schema/index.ts';

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function selectSecondFactor(db: Database, userId: number): Promise<SecondFactorRow | null> {
  return (await db.select().from(secondFactors).where(eq(secondFactors.user_id, userId)))[0] ?? null;
}

/** Starts (or restarts) an enrolment with a new secret; a confirmed one is never replaced here. */
export async function upsertPendingSecondFactor(db: Database, userId: number, secret: string) {
  const [row] = await db
    .insert(secondFactors)
    .values({ user_id: userId, totp_secret: secret })
    .onConflictDoUpdate({
      target: secondFactors.user_id,
      set: { totp_secret: secret, last_step: 0, created: sql`now()` },
      setWhere: isNull(secondFactors.confirmed),
    })
    .returning({ user_id: secondFactors.user_id });
  return row !== undefined;
}

/**
 * Spends a time step: true only if no code of this step or a later one was accepted before, so
 * the same code (or an older one) replayed, even at once from two requests, is refused.
 */
export async function claimStep(db: Database, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(secondFactors)
    .set({ last_step: step })
    .where(and(eq(secondFactors.user_id, userId), lt(secondFactors.last_step, step)))
    .returning({ user_id: secondFactors.user_id });
  return claimed.length > 0;
}

/** Spends a recovery code: true only for the request that removed it. */
export async function claimRecoveryDigest(db: Database, userId: number, digest: string): Promise<boolean> {
  const claimed = await db
    .update(secondFactors)
    .set({ recovery_digests: sql`array_remove(${secondFactors.recovery_digests}, ${digest})` })
    .where(and(eq(secondFactors.user_id, userId), sql`${digest} = any(${secondFactors.recovery_digests})`))
    .returning({ user_id: secondFactors.user_id });
  return claimed.length > 0;
}

export async function confirmSecondFactor(db: Database, userId: number, recoveryDigests: string[]) {
  await db
    .update(secondFactors)
    .set({ confirmed: sql`now()`, recovery_digests: recoveryDigests })
    .where(eq(secondFactors.user_id, userId));
}

export async function replaceRecoveryDigests(db: Database, userId: number, recoveryDigests: string[]) {
  await db.update(secondFactors).set({ recovery_digests: recoveryDigests }).where(eq(secondFactors.user_id, userId));
}

export async function deleteSecondFactor(db: Database, userId: number) {
  await db.delete(secondFactors).where(eq(secondFactors.user_id, userId));
}

/** Notes that this session has just proven the second factor. */
export async function markSessionProven(db: Database, tokenId: number) {
  await db
    .update(tokens)
    .set({ second_factor_at: sql`now()` })
    .where(eq(tokens.id, tokenId));
}
