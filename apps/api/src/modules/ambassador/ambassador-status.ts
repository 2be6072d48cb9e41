import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ensureReferralCodeIn, readAmbassadorRates } from './ambassador.queries.ts';

const SCOPE = 'ambassadeur';

/**
 * Makes the account an ambassador or not, in the caller's transaction (staff's edit, audited
 * there): the flag, the `ambassadeur` scope the ambassador routes require, and on the way in the
 * referral code (an existing one is kept). The flag and the scope never disagree, so an account the
 * ambassador area accepts is one the payment links and salon accept too. Removing keeps the codes
 * and what they earned (the payouts still owed), but the account loses the ambassador's rights.
 * Answers the account's scopes as they now are.
 */
export async function setAmbassador(tx: Transaction, userId: number, ambassador: boolean): Promise<string[]> {
  const scopes = ambassador
    ? sql`case when ${SCOPE} = any(${users.scopes}) then ${users.scopes} else array_append(${users.scopes}, ${SCOPE}) end`
    : sql`array_remove(${users.scopes}, ${SCOPE})`;
  const [updated] = await tx
    .update(users)
    .set({ ambassadeur: ambassador, scopes })
    .where(eq(users.id, userId))
    .returning({ prenom: users.prenom, scopes: users.scopes });
  if (!updated) throw new Error(`No account ${userId} to make an ambassador`);
  if (ambassador) {
    const rates = await readAmbassadorRates(tx);
    await ensureReferralCodeIn(tx, userId, updated.prenom, rates.remise_bps);
  }
  return updated.scopes;
}
