import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tokens } from '../../db/schema/index.ts';

/** An account's sessions still open (not revoked, not expired), the last used first. */
export function selectOpenSessions(db: Database, userId: number) {
  return db
    .select({
      id: tokens.id,
      appareil: tokens.appareil,
      created: tokens.created,
      last_used: tokens.last_used,
    })
    .from(tokens)
    .where(and(eq(tokens.user_id, userId), isNull(tokens.revoked), gt(tokens.expires, new Date())))
    .orderBy(desc(tokens.last_used), desc(tokens.id));
}

/** Revokes one of the account's sessions; false when it is not theirs or already closed. */
export async function revokeOwnSession(db: Database, userId: number, tokenId: number) {
  const revoked = await db
    .update(tokens)
    .set({ revoked: new Date() })
    .where(and(eq(tokens.id, tokenId), eq(tokens.user_id, userId), isNull(tokens.revoked)))
    .returning({ id: tokens.id });
  return revoked.length > 0;
}

/** Revokes every session of the account but the one kept; answers how many. */
export async function revokeOtherSessions(db: Database, userId: number, keptTokenId: number) {
  const revoked = await db
    .update(tokens)
    .set({ revoked: new Date() })
    .where(and(eq(tokens.user_id, userId), ne(tokens.id, keptTokenId), isNull(tokens.revoked)))
    .returning({ id: tokens.id });
  return revoked.length;
}
