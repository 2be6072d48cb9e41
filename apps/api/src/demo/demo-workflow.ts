import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

const STAFF_MARKER = 'seed.demo.workflow';
export const DEMO_WORKFLOW = 'Préparation standard';
const DEMO_STEPS = ['Picking', 'Emballage', 'Contrôle qualité', 'Remise au transporteur'];

/** The demo's workflow and its steps, with the demo catalogue. */
export async function insertDemoWorkflow(tx: Tx) {
  const [workflow] = await tx.insert(t.workflows).values({ label: DEMO_WORKFLOW }).returning();
  await tx
    .insert(t.workflowsEtapes)
    .values(DEMO_STEPS.map((label, index) => ({ workflow_id: workflow!.id, label, ordre: index + 1 })));
}

/**
 * Once the admin account exists: puts the admins on the demo workflow and its first steps, and a
 * few paid orders (when there are some) on its steps. Once in the life of a database.
 */
export async function assignDemoWorkflowIfNeeded(db: Database) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const [marker] = await tx.select().from(t.configurations).where(eq(t.configurations.cle, STAFF_MARKER));
    if (marker) return false;
    const [workflow] = await tx.select().from(t.workflows).where(eq(t.workflows.label, DEMO_WORKFLOW));
    if (!workflow) return false;
    const steps = await tx
      .select()
      .from(t.workflowsEtapes)
      .where(eq(t.workflowsEtapes.workflow_id, workflow.id))
      .orderBy(asc(t.workflowsEtapes.ordre));
    const admins = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(sql`'admin' = any(${t.users.scopes})`);
    if (admins.length) {
      await tx
        .insert(t.workflowsUsers)
        .values(admins.map(({ id }) => ({ workflow_id: workflow.id, user_id: id })))
        .onConflictDoNothing();
      await tx
        .insert(t.workflowsUsersEtapes)
        .values(steps.slice(0, 2).flatMap((step) => admins.map(({ id }) => ({ etape_id: step.id, user_id: id }))))
        .onConflictDoNothing();
    }
    const orders = await tx
      .select({ id: t.commandes.id })
      .from(t.commandes)
      .where(and(eq(t.commandes.statut, 'payee'), isNull(t.commandes.workflow_etape_id)))
      .orderBy(asc(t.commandes.created))
      .limit(steps.length);
    for (const [index, order] of orders.entries()) {
      await tx.update(t.commandes).set({ workflow_etape_id: steps[index]!.id }).where(eq(t.commandes.id, order.id));
    }
    await tx.insert(t.configurations).values({ cle: STAFF_MARKER, valeur: new Date().toISOString() });
    return true;
  });
}
