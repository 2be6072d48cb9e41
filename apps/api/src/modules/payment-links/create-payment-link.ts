import { randomBytes } from 'node:crypto';
import type { PaymentLink, PaymentLinkInput } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { stripelinks } from '../../db/schema/index.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { AUDITED_AS, toLink, type LinkRow } from './payment-link-rows.ts';

// 128 random bits: the link cannot be guessed.
const newHash = () => randomBytes(16).toString('base64url');

/** A link written by staff, for an amount of their choosing. */
export async function createPaymentLink(db: Database, user: AuthenticatedUser, input: PaymentLinkInput) {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(stripelinks)
      .values({ ...input, hash: newHash(), created_by: user.id })
      .returning();
    await recordAudit(tx, {
      userId: user.id,
      resource: AUDITED_AS,
      recordId: inserted!.id,
      before: null,
      after: inserted!,
    });
    return inserted!;
  });
  return toLink(row);
}

/** A link paying a staff order, in the order's transaction: its amount and customer are the order's. */
export async function createOrderPaymentLink(
  tx: Transaction,
  values: Pick<LinkRow, 'montant' | 'prenom' | 'nom' | 'mail' | 'tel' | 'langue'> & {
    commandeId: number;
    createdBy: number;
  },
): Promise<PaymentLink> {
  const { commandeId, createdBy, ...link } = values;
  const [row] = await tx
    .insert(stripelinks)
    .values({ ...link, hash: newHash(), commande_id: commandeId, created_by: createdBy })
    .returning();
  await recordAudit(tx, { userId: createdBy, resource: AUDITED_AS, recordId: row!.id, before: null, after: row! });
  return toLink(row!);
}
