import { and, eq, isNull } from 'drizzle-orm';
import { hasScope, type PaymentLink, type PublicPaymentLink } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { stripelinks } from '../../db/schema/index.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { linkNotFound } from './payment-link-refusals.ts';

export type LinkRow = typeof stripelinks.$inferSelect;

/** The back office's resource for the links: their writes are audited under it. */
export const AUDITED_AS = 'liens-paiement';

export const isAdmin = (user: AuthenticatedUser) => hasScope(user.scopes, 'admin');

/** What the public payment page may know of a link: no more than it shows. */
export const toPublicLink = (row: LinkRow): PublicPaymentLink => ({
  id: row.id,
  hash: row.hash,
  montant: row.montant,
  message: row.message,
  prenom: row.prenom,
  nom: row.nom,
  mail: row.mail,
  tel: row.tel,
  langue: row.langue,
  paye: row.paye?.toISOString() ?? null,
});

export const toLink = (row: LinkRow): PaymentLink => ({
  ...toPublicLink(row),
  created: row.created.toISOString(),
  created_by: row.created_by,
  intent: row.intent,
  event: row.event,
});

/** A link's public page, in the language it was written for (also shown on its order's page). */
export const paymentLinkUrl = (publicUrl: string, row: { langue: string; hash: string }) =>
  `${publicUrl}/${row.langue}/paiement/${row.hash}`;

/** A link the user may manage: admins all, ambassadors their own; others' look missing. */
export async function requireManageable(db: Database, user: AuthenticatedUser, id: number): Promise<LinkRow> {
  const [row] = await db
    .select()
    .from(stripelinks)
    .where(and(eq(stripelinks.id, id), isNull(stripelinks.deleted)));
  return manageable(user, row);
}

/** The same, locked in a write's transaction: the audit's "before" is the row the write changes. */
export async function lockManageable(tx: Transaction, user: AuthenticatedUser, id: number): Promise<LinkRow> {
  const [row] = await tx
    .select()
    .from(stripelinks)
    .where(and(eq(stripelinks.id, id), isNull(stripelinks.deleted)))
    .for('update');
  return manageable(user, row);
}

function manageable(user: AuthenticatedUser, row: LinkRow | undefined): LinkRow {
  if (!row || (!isAdmin(user) && row.created_by !== user.id)) throw linkNotFound('Lien de paiement introuvable.');
  return row;
}
