import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  commandes,
  statuts,
  workflows,
  workflowsEtapes,
  workflowsUsers,
  workflowsUsersEtapes,
} from '../../db/schema/index.ts';

type Executor = Database | Transaction;

export async function selectStatus(db: Executor, code: OrderStatus) {
  const [row] = await db.select().from(statuts).where(eq(statuts.code, code));
  return row ?? null;
}

export async function selectWorkflow(db: Executor, id: number) {
  const [row] = await db.select().from(workflows).where(eq(workflows.id, id));
  return row ?? null;
}

/** Locks a workflow, so writes to its staff and steps follow one another. */
export async function lockWorkflow(tx: Transaction, id: number) {
  const [row] = await tx.select().from(workflows).where(eq(workflows.id, id)).for('update');
  return row ?? null;
}

/** A workflow's steps, first to last. */
export function selectSteps(db: Executor, workflowId: number) {
  return db
    .select()
    .from(workflowsEtapes)
    .where(eq(workflowsEtapes.workflow_id, workflowId))
    .orderBy(asc(workflowsEtapes.ordre), asc(workflowsEtapes.id));
}

export async function selectStep(db: Executor, id: number) {
  const [row] = await db.select().from(workflowsEtapes).where(eq(workflowsEtapes.id, id));
  return row ?? null;
}

export async function selectWorkflowUserIds(db: Executor, workflowId: number) {
  const rows = await db
    .select({ user_id: workflowsUsers.user_id })
    .from(workflowsUsers)
    .where(eq(workflowsUsers.workflow_id, workflowId));
  return rows.map((row) => row.user_id);
}

export function selectStepUsers(db: Executor, stepIds: readonly number[]) {
  if (stepIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(workflowsUsersEtapes)
    .where(inArray(workflowsUsersEtapes.etape_id, [...stepIds]));
}

/** Replaces a workflow's staff; those leaving it leave its steps too. */
export async function replaceWorkflowUsers(tx: Transaction, workflowId: number, userIds: readonly number[]) {
  await tx.delete(workflowsUsers).where(eq(workflowsUsers.workflow_id, workflowId));
  if (userIds.length) {
    await tx.insert(workflowsUsers).values(userIds.map((user_id) => ({ workflow_id: workflowId, user_id })));
  }
  const stepIds = sql`select ${workflowsEtapes.id} from ${workflowsEtapes} where ${workflowsEtapes.workflow_id} = ${workflowId}`;
  await tx
    .delete(workflowsUsersEtapes)
    .where(
      and(
        sql`${workflowsUsersEtapes.etape_id} in (${stepIds})`,
        userIds.length ? notInArray(workflowsUsersEtapes.user_id, [...userIds]) : undefined,
      ),
    );
}

export async function replaceStepUsers(tx: Transaction, stepId: number, userIds: readonly number[]) {
  await tx.delete(workflowsUsersEtapes).where(eq(workflowsUsersEtapes.etape_id, stepId));
  if (userIds.length) {
    await tx.insert(workflowsUsersEtapes).values(userIds.map((user_id) => ({ etape_id: stepId, user_id })));
  }
}

/** Numbers the steps 1, 2, 3… in the given order, bumping each one's version. */
export async function renumberSteps(tx: Transaction, stepIds: readonly number[]) {
  for (const [index, id] of stepIds.entries()) {
    await tx
      .update(workflowsEtapes)
      .set({ ordre: index + 1, version: sql`${workflowsEtapes.version} + 1` })
      .where(eq(workflowsEtapes.id, id));
  }
}

/** Whether some order is at this step (then it may not be deleted). */
export async function stepInUse(db: Executor, stepId: number) {
  const [row] = await db
    .select({ id: commandes.id })
    .from(commandes)
    .where(eq(commandes.workflow_etape_id, stepId))
    .limit(1);
  return Boolean(row);
}

/** Whether some order is at a step of this workflow. */
export async function workflowInUse(db: Executor, workflowId: number) {
  const [row] = await db
    .select({ id: commandes.id })
    .from(commandes)
    .innerJoin(workflowsEtapes, eq(workflowsEtapes.id, commandes.workflow_etape_id))
    .where(eq(workflowsEtapes.workflow_id, workflowId))
    .limit(1);
  return Boolean(row);
}

export async function lockOrderByHash(tx: Transaction, hash: string) {
  const [row] = await tx.select().from(commandes).where(eq(commandes.hash, hash)).for('update');
  return row ?? null;
}

export async function selectOrderStepId(db: Executor, hash: string) {
  const [row] = await db
    .select({ id: commandes.id, etape: commandes.workflow_etape_id })
    .from(commandes)
    .where(eq(commandes.hash, hash));
  return row ?? null;
}

/** Puts an order at a step (the order's version moves, as for any back-office edit). */
export async function setOrderStep(tx: Transaction, orderId: number, stepId: number) {
  const [row] = await tx
    .update(commandes)
    .set({ workflow_etape_id: stepId, version: sql`${commandes.version} + 1` })
    .where(eq(commandes.id, orderId))
    .returning();
  return row!;
}
