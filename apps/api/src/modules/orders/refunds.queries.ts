import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { RefundStatus } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { commandes, commandesDeclinaisons, remboursements, remboursementsLignes } from '../../db/schema/index.ts';

type Executor = Database | Transaction;
export type RefundRow = typeof remboursements.$inferSelect;
export type RefundLineRow = typeof remboursementsLignes.$inferSelect;

/** The order's row, locked until the refund's transaction ends: refunds of one order queue here. */
export async function lockOrderForRefund(tx: Transaction, id: number) {
  const [row] = await tx.select().from(commandes).where(eq(commandes.id, id)).for('update');
  return row ?? null;
}

/** The order's lines, by variant (the order the discount's leftover cents are handed out in). */
export function selectLinesForRefund(executor: Executor, commandeId: number) {
  return executor
    .select()
    .from(commandesDeclinaisons)
    .where(eq(commandesDeclinaisons.commande_id, commandeId))
    .orderBy(asc(commandesDeclinaisons.declinaison_id));
}

/** The order's refunds with their lines, oldest first; `counted` leaves out the refused ones. */
export async function selectRefundsOfOrder(executor: Executor, commandeId: number, counted = false) {
  const where = counted
    ? and(eq(remboursements.commande_id, commandeId), ne(remboursements.statut, 'refuse'))
    : eq(remboursements.commande_id, commandeId);
  const refunds = await executor.select().from(remboursements).where(where).orderBy(asc(remboursements.id));
  const lines =
    refunds.length === 0
      ? []
      : await executor
          .select()
          .from(remboursementsLignes)
          .where(
            inArray(
              remboursementsLignes.remboursement_id,
              refunds.map((refund) => refund.id),
            ),
          )
          .orderBy(asc(remboursementsLignes.declinaison_id));
  return refunds.map((refund) => ({ ...refund, lignes: lines.filter((line) => line.remboursement_id === refund.id) }));
}

export async function insertRefund(
  tx: Transaction,
  refund: typeof remboursements.$inferInsert,
  lines: readonly Omit<typeof remboursementsLignes.$inferInsert, 'remboursement_id'>[],
) {
  const [row] = await tx.insert(remboursements).values(refund).returning();
  if (lines.length > 0) {
    await tx.insert(remboursementsLignes).values(lines.map((line) => ({ ...line, remboursement_id: row!.id })));
  }
  return row!;
}

export async function selectRefund(executor: Executor, id: number) {
  const [row] = await executor.select().from(remboursements).where(eq(remboursements.id, id));
  return row ?? null;
}

/** A refund still asked of the provider, locked; null once it is settled either way. */
export async function lockAskedRefund(tx: Transaction, id: number) {
  const [row] = await tx
    .select()
    .from(remboursements)
    .where(and(eq(remboursements.id, id), eq(remboursements.statut, 'demande')))
    .for('update');
  return row ?? null;
}

/** The order's latest refund still asked of the provider (the full refund the provider confirms). */
export async function selectLatestAskedRefund(tx: Transaction, commandeId: number) {
  const [row] = await tx
    .select()
    .from(remboursements)
    .where(and(eq(remboursements.commande_id, commandeId), eq(remboursements.statut, 'demande')))
    .orderBy(desc(remboursements.id))
    .limit(1);
  return row ?? null;
}

export async function settleRefund(
  tx: Transaction,
  id: number,
  statut: Exclude<RefundStatus, 'demande'>,
  fournisseurId: string | null,
) {
  const [row] = await tx
    .update(remboursements)
    .set({ statut, fournisseur_id: fournisseurId, effectue: statut === 'effectue' ? new Date() : null })
    .where(and(eq(remboursements.id, id), eq(remboursements.statut, 'demande')))
    .returning();
  return row ?? null;
}

/** Notes the provider's id of a refund it settles later; the refund stays asked (its amount reserved). */
export async function noteProviderRefund(tx: Transaction, id: number, fournisseurId: string) {
  await tx
    .update(remboursements)
    .set({ fournisseur_id: fournisseurId })
    .where(and(eq(remboursements.id, id), eq(remboursements.statut, 'demande')));
}

/**
 * The refund still asked that a provider's refund answers: the one it names (`recordId`, checked
 * against the order's intent, so a forged or foreign id finds nothing), else the one it was noted on.
 */
/**
 * Flags a refund recorded made that the provider now says failed (once: a second event changes
 * nothing); answers it, or null when no made refund of ours has this provider id.
 */
export async function flagMadeRefundFailed(executor: Executor, provider: { intentId: string; refundId: string }) {
  const [row] = await executor
    .update(remboursements)
    .set({ echoue_le: sql`now()` })
    .where(
      and(
        eq(remboursements.fournisseur_id, provider.refundId),
        eq(remboursements.statut, 'effectue'),
        isNull(remboursements.echoue_le),
        sql`${remboursements.commande_id} in (select ${commandes.id} from ${commandes} where ${commandes.intent} = ${provider.intentId})`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function selectAskedRefundOfProvider(
  executor: Executor,
  provider: { intentId: string; refundId: string; recordId: number | null },
) {
  const named =
    provider.recordId === null
      ? eq(remboursements.fournisseur_id, provider.refundId)
      : or(eq(remboursements.id, provider.recordId), eq(remboursements.fournisseur_id, provider.refundId));
  const [row] = await executor
    .select({ refund: remboursements })
    .from(remboursements)
    .innerJoin(commandes, eq(commandes.id, remboursements.commande_id))
    .where(and(named, eq(commandes.intent, provider.intentId), eq(remboursements.statut, 'demande')))
    .orderBy(asc(remboursements.id))
    .limit(1);
  return row?.refund ?? null;
}

/** The order's refunds still asked of the provider, oldest first (the upkeep asks them again). */
export function selectAskedRefunds(executor: Executor, commandeId: number) {
  return executor
    .select()
    .from(remboursements)
    .where(and(eq(remboursements.commande_id, commandeId), eq(remboursements.statut, 'demande')))
    .orderBy(asc(remboursements.id));
}

export function selectRefundLines(executor: Executor, remboursementId: number) {
  return executor
    .select()
    .from(remboursementsLignes)
    .where(eq(remboursementsLignes.remboursement_id, remboursementId))
    .orderBy(asc(remboursementsLignes.declinaison_id));
}
