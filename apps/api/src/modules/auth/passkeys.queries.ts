import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeys, tokens } from '../../db/schema/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export function selectPasskeys(db: Database, userId: number) {
  return db.select().from(passkeys).where(eq(passkeys.user_id, userId)).orderBy(asc(passkeys.id));
}

export async function insertPasskey(db: Database, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Notes a passkey's use: its new signature counter and when. */
export async function notePasskeyUse(db: Database, id: number, counter: number) {
  await db
    .update(passkeys)
    .set({ counter, last_used: sql`now()` })
    .where(eq(passkeys.id, id));
}

export async function deletePasskey(db: Database, userId: number, id: number) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId)))
    .returning();
  return row ?? null;
}

/** Keeps a passkey ceremony's challenge on the session, for 5 minutes. */
export async function storePasskeyChallenge(db: Database, tokenId: number, challenge: string) {
  await db
    .update(tokens)
    .set({ passkey_challenge: challenge, passkey_challenge_expires: sql`now() + interval '5 minutes'` })
    .where(eq(tokens.id, tokenId));
}

/** Spends the session's challenge: answers it if still valid, once (a second answer finds none). */
export function takePasskeyChallenge(db: Database, tokenId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ challenge: tokens.passkey_challenge })
      .from(tokens)
      .where(
        and(
          eq(tokens.id, tokenId),
          isNotNull(tokens.passkey_challenge),
          gt(tokens.passkey_challenge_expires, sql`now()`),
        ),
      )
      .for('update');
    await tx
      .update(tokens)
      .set({ passkey_challenge: null, passkey_challenge_expires: null })
      .where(eq(tokens.id, tokenId));
    return row?.challenge ?? null;
  });
}
