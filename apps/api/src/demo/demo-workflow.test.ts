import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, workflows, workflowsEtapes, workflowsUsers, workflowsUsersEtapes } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../modules/invoices/order-fixtures.ts';
import { assignDemoWorkflowIfNeeded, DEMO_WORKFLOW } from './demo-workflow.ts';

describe('the demo workflow', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('comes with the demo data, then takes the admins and a few paid orders, once', async () => {
    const db = ctx.database.db;
    const [workflow] = await db.select().from(workflows).where(eq(workflows.label, DEMO_WORKFLOW));
    const steps = await db
      .select()
      .from(workflowsEtapes)
      .where(eq(workflowsEtapes.workflow_id, workflow!.id))
      .orderBy(asc(workflowsEtapes.ordre));
    expect(steps.map((step) => step.label)).toEqual([
      'Picking',
      'Emballage',
      'Contrôle qualité',
      'Remise au transporteur',
    ]);

    const admin = await signUpCustomer(ctx, ['user', 'admin']);
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(db, customer.userId);
    expect(await assignDemoWorkflowIfNeeded(db)).toBe(true);
    const staff = await db.select().from(workflowsUsers).where(eq(workflowsUsers.workflow_id, workflow!.id));
    expect(staff.map((row) => row.user_id)).toContain(admin.userId);
    const onSteps = await db.select().from(workflowsUsersEtapes).where(eq(workflowsUsersEtapes.user_id, admin.userId));
    expect(onSteps.length).toBeGreaterThan(0);
    const [placed] = await db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(steps.map((step) => step.id)).toContain(placed!.workflow_etape_id);
    expect(await assignDemoWorkflowIfNeeded(db)).toBe(false);
  });
});
