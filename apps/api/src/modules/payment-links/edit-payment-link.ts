import { eq, sql } from 'drizzle-orm';
import { paymentLinkEditRefusal, type PaymentLink, type PaymentLinkInput } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { stripelinks } from '../../db/schema/index.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { editRefused } from './payment-link-refusals.ts';
import { AUDITED_AS, lockManageable, toLink } from './payment-link-rows.ts';

interface EditDeps {
  db: Database;
  provider: PaymentProvider;
}

/** A forgotten intent is cancelled so its page can no longer charge it; a failure there changes nothing. */
const cancelQuietly = (provider: PaymentProvider, intent: string) =>
  provider.cancelIntent(intent).catch(() => undefined);

/** Changes an unpaid link; a new amount needs a new intent, so the old one is forgotten, then cancelled. */
export async function updatePaymentLink(
  { db, provider }: EditDeps,
  user: AuthenticatedUser,
  id: number,
  input: PaymentLinkInput,
): Promise<PaymentLink> {
  const { before, row } = await db.transaction(async (tx) => {
    const before = await lockManageable(tx, user, id);
    const refusal = paymentLinkEditRefusal(before, input);
    if (refusal) throw editRefused(refusal);
    const isRepriced = input.montant !== undefined && input.montant !== before.montant;
    const [row] = await tx
      .update(stripelinks)
      // The back office's editors started from the version before: theirs is now stale.
      .set({ ...input, ...(isRepriced ? { intent: null } : {}), version: sql`${stripelinks.version} + 1` })
      .where(eq(stripelinks.id, id))
      .returning();
    await recordAudit(tx, { userId: user.id, resource: AUDITED_AS, recordId: id, before, after: row! });
    return { before, row: row! };
  });
  if (row.montant !== before.montant && before.intent) await cancelQuietly(provider, before.intent);
  return toLink(row);
}

/** Deletes an unpaid link and cancels its intent. */
export async function removePaymentLink({ db, provider }: EditDeps, user: AuthenticatedUser, id: number) {
  const before = await db.transaction(async (tx) => {
    const before = await lockManageable(tx, user, id);
    const refusal = paymentLinkEditRefusal(before, null);
    if (refusal) throw editRefused(refusal);
    // Kept for the payment's trail: the stamp hides it everywhere but in its history.
    await tx.update(stripelinks).set({ deleted: new Date() }).where(eq(stripelinks.id, id));
    await recordAudit(tx, { userId: user.id, resource: AUDITED_AS, recordId: id, before, after: null });
    return before;
  });
  if (before.intent) await cancelQuietly(provider, before.intent);
}

/**
 * In a back-office edit's transaction: a new amount needs a new intent, so the one for the old
 * amount is forgotten (the public page then makes one for the new amount).
 */
export async function forgetRepricedIntent(
  tx: Transaction,
  before: { id: number; montant: number },
  after: { montant: number },
) {
  if (after.montant === before.montant) return;
  await tx.update(stripelinks).set({ intent: null }).where(eq(stripelinks.id, before.id));
}

/** Once that edit is committed: the forgotten intent is cancelled, its page can no longer charge it. */
export async function cancelRepricedIntent(
  provider: PaymentProvider,
  before: { montant: number; intent: string | null },
  after: { montant: number },
) {
  if (after.montant === before.montant || !before.intent) return;
  await cancelQuietly(provider, before.intent);
}
