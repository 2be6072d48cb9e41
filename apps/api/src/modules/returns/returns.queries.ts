import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { commandes, commandesDeclinaisons, retours, retoursLignes } from '../../db/schema/index.ts';

type Executor = Database | Transaction;
export type ReturnRow = typeof retours.$inferSelect;
export type ReturnLineRow = typeof retoursLignes.$inferSelect;

/** Units of each variant of an order named by its returns still open ('demande', 'recu'). */
export async function selectOpenReturnUnits(tx: Executor, commandeId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ declinaison_id: retoursLignes.declinaison_id, qtt: sql<number>`sum(${retoursLignes.qtt})::int` })
    .from(retoursLignes)
    .innerJoin(retours, eq(retours.id, retoursLignes.retour_id))
    .where(and(eq(retours.commande_id, commandeId), inArray(retours.statut, ['demande', 'recu'])))
    .groupBy(retoursLignes.declinaison_id);
  return new Map(rows.map((row) => [row.declinaison_id, row.qtt]));
}

/** Units of each variant of an order its returns received back, on the shelves or not. */
export async function selectReceivedReturnUnits(tx: Executor, commandeId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ declinaison_id: retoursLignes.declinaison_id, qtt: sql<number>`sum(${retoursLignes.recu})::int` })
    .from(retoursLignes)
    .innerJoin(retours, eq(retours.id, retoursLignes.retour_id))
    .where(and(eq(retours.commande_id, commandeId), isNotNull(retoursLignes.recu)))
    .groupBy(retoursLignes.declinaison_id);
  return new Map(rows.map((row) => [row.declinaison_id, row.qtt]));
}

export async function insertReturn(
  tx: Transaction,
  values: typeof retours.$inferInsert,
  lines: readonly { declinaison_id: number; qtt: number }[],
) {
  const [row] = await tx.insert(retours).values(values).returning();
  await tx.insert(retoursLignes).values(lines.map((line) => ({ ...line, retour_id: row!.id })));
  return row!;
}

export async function lockReturn(tx: Transaction, id: number) {
  const [row] = await tx.select().from(retours).where(eq(retours.id, id)).for('update');
  return row ?? null;
}

export async function updateReturn(tx: Transaction, id: number, values: Partial<typeof retours.$inferInsert>) {
  const [row] = await tx.update(retours).set(values).where(eq(retours.id, id)).returning();
  return row!;
}

export async function updateReturnLine(
  tx: Transaction,
  retourId: number,
  declinaisonId: number,
  values: Pick<ReturnLineRow, 'recu' | 'restock' | 'entrepot_id'>,
) {
  await tx
    .update(retoursLignes)
    .set(values)
    .where(and(eq(retoursLignes.retour_id, retourId), eq(retoursLignes.declinaison_id, declinaisonId)));
}

/** Returns with their order's number and the lines' labels as ordered; newest first. */
export async function selectReturns(db: Executor, where: { id?: number; statut?: ReturnStatus }) {
  const conditions = [
    where.id === undefined ? undefined : eq(retours.id, where.id),
    where.statut === undefined ? undefined : eq(retours.statut, where.statut),
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select({
      retour: retours,
      commande: { id: commandes.id, numero: commandes.numero, hash: commandes.hash, langue: commandes.langue },
    })
    .from(retours)
    .innerJoin(commandes, eq(commandes.id, retours.commande_id))
    .where(conditions.length === 0 ? undefined : and(...conditions))
    .orderBy(desc(retours.created), desc(retours.id))
    .limit(500);
  const ids = rows.map((row) => row.retour.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            line: retoursLignes,
            produit_label: commandesDeclinaisons.produit_label,
            label: commandesDeclinaisons.label,
          })
          .from(retoursLignes)
          .innerJoin(retours, eq(retours.id, retoursLignes.retour_id))
          .innerJoin(
            commandesDeclinaisons,
            and(
              eq(commandesDeclinaisons.commande_id, retours.commande_id),
              eq(commandesDeclinaisons.declinaison_id, retoursLignes.declinaison_id),
            ),
          )
          .where(inArray(retoursLignes.retour_id, ids))
          .orderBy(retoursLignes.declinaison_id);
  return rows.map((row) => ({
    ...row,
    lignes: lines.filter((entry) => entry.line.retour_id === row.retour.id),
  }));
}

export type ReturnWithLines = Awaited<ReturnType<typeof selectReturns>>[number];
