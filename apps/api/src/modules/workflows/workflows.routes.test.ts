import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, statuts } from '../../db/schema/index.ts';
import * as payments from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { queuedUnder } from '../../test/outbox.ts';

describe('workflows and order statuses', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signUpCustomer>>;
  let other: Awaited<ReturnType<typeof signUpCustomer>>;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin.token}` } });
  const statusMails = (orderId: number) => queuedUnder(ctx, `commande-statut:${orderId}:%`);

  /** A workflow with these steps (created through the generic routes, in this order). */
  const workflowWith = async (...labels: string[]) => {
    const workflow = (await call('POST', '/api/workflows', { label: `Circuit ${labels.join(' ')}` })).json().data;
    const steps = [];
    for (const [index, label] of labels.entries()) {
      const step = await call('POST', '/api/workflows-etapes', { workflow_id: workflow.id, label, ordre: index + 1 });
      expect(step.statusCode, step.body).toBe(201);
      steps.push(step.json().data as { id: number; label: string });
    }
    return { workflow: workflow as { id: number }, steps };
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://boutique.example' } });
    admin = await signUpCustomer(ctx, ['user', 'admin']);
    other = await signUpCustomer(ctx, ['user', 'admin']);
    customer = await signUpCustomer(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

  it('seeds one status per code of an order’s life, with a readable colour', async () => {
    const page = (await call('GET', '/api/statuts/paginator?sort=ordre&limit=50')).json();
    const codes = page.datas.map((row: { code: string }) => row.code);
    expect(codes).toEqual(
      expect.arrayContaining(['reservee', 'payee', 'a_verifier', 'expediee', 'remboursee', 'expiree']),
    );
    const shipped = page.datas.find((row: { code: string }) => row.code === 'expediee');
    expect(shipped).toMatchObject({ label: 'Expédiée', mail_client: true, traductions: { en: { label: 'Shipped' } } });
    const pale = await call('PUT', '/api/statuts/payee', { label: 'Payée', couleur: '#f5f5f5', version: 1 });
    expect(pale.statusCode).toBe(400);
    expect(pale.json().errors.couleur).toBeDefined();
    expect((await call('POST', '/api/statuts', { label: 'Nouveau', couleur: '#1d4ed8' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/statuts/payee')).statusCode).toBe(404);
  });

  it('reorders the steps of a workflow, refusing a list that is not its steps', async () => {
    const { workflow, steps } = await workflowWith('Picking', 'Emballage', 'Contrôle');
    const [a, b, c] = steps.map((step) => step.id) as [number, number, number];
    const reordered = await call('PUT', `/api/workflows/${workflow.id}/etapes-ordre`, { etape_ids: [c, a, b] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.etapes.map((step: { id: number; ordre: number }) => [step.id, step.ordre])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    for (const wrong of [
      [a, b],
      [a, b, c, c],
      [a, b, 2_000_000],
    ]) {
      const refused = await call('PUT', `/api/workflows/${workflow.id}/etapes-ordre`, { etape_ids: wrong });
      expect(refused.statusCode).toBe(400);
    }
    const history = (await call('GET', `/api/audits/workflows-etapes/${c}`)).json();
    expect(history.datas[0]).toMatchObject({ action: 'update', diff: { ordre: { before: 3, after: 1 } } });
  });

  it('takes only admins on a workflow’s staff, and only its staff on its steps', async () => {
    const { workflow, steps } = await workflowWith('Picking', 'Emballage');
    const refused = await call('PUT', `/api/workflows/${workflow.id}/users`, {
      user_ids: [admin.userId, customer.userId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.user_ids).toBeDefined();

    const staffed = await call('PUT', `/api/workflows/${workflow.id}/users`, {
      user_ids: [admin.userId, other.userId],
    });
    expect(
      staffed
        .json()
        .data.users.map((user: { id: number }) => user.id)
        .sort(),
    ).toEqual([admin.userId, other.userId].sort());
    const grid = await call('PUT', `/api/workflows/${workflow.id}/users-etapes`, {
      etapes: [
        { etape_id: steps[0]!.id, user_ids: [admin.userId, other.userId] },
        { etape_id: steps[1]!.id, user_ids: [other.userId] },
      ],
    });
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().data.etapes.map((step: { user_ids: number[] }) => step.user_ids)).toEqual([
      [admin.userId, other.userId].sort((x, y) => x - y),
      [other.userId],
    ]);
    const outsider = await call('PUT', `/api/workflows/${workflow.id}/users-etapes`, {
      etapes: [{ etape_id: steps[0]!.id, user_ids: [customer.userId] }],
    });
    expect(outsider.statusCode).toBe(400);
    const foreign = await workflowWith('Ailleurs');
    const wrongStep = await call('PUT', `/api/workflows/${workflow.id}/users-etapes`, {
      etapes: [{ etape_id: foreign.steps[0]!.id, user_ids: [] }],
    });
    expect(wrongStep.statusCode).toBe(400);

    // Someone leaving the workflow leaves its steps too.
    await call('PUT', `/api/workflows/${workflow.id}/users`, { user_ids: [admin.userId] });
    const team = (await call('GET', `/api/workflows/${workflow.id}/equipe`)).json().data;
    expect(team.etapes.map((step: { user_ids: number[] }) => step.user_ids)).toEqual([[admin.userId], []]);
  });

  it('moves an order along its workflow step by step, audited, and refuses past the last step', async () => {
    const { workflow, steps } = await workflowWith('Picking', 'Emballage');
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    const url = `/api/admin/commandes/${order.hash}/etape`;
    expect((await call('GET', url)).json()).toEqual({ code: 200, data: null });
    expect((await call('POST', url, {})).statusCode).toBe(400);

    const started = await call('POST', url, { workflow_id: workflow.id });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ etape_id: steps[0]!.id, rang: 1, total: 2, suivante: 'Emballage' });
    const next = await call('POST', url, {});
    expect(next.json().data).toMatchObject({ etape_id: steps[1]!.id, rang: 2, suivante: null });
    const past = await call('POST', url, {});
    expect(past.statusCode).toBe(409);

    const history = (await call('GET', `/api/audits/commandes/${order.hash}`)).json().datas;
    expect(history.map((entry: { diff: object }) => entry.diff)).toEqual([
      { workflow_etape_id: { before: steps[0]!.id, after: steps[1]!.id } },
      { workflow_etape_id: { before: null, after: steps[0]!.id } },
    ]);
    // The order list shows and filters the step.
    const listed = (await call('GET', `/api/commandes/paginator?etape=${steps[1]!.id}`)).json();
    expect(
      listed.datas.map((row: { hash: string; workflow_etape_id: number }) => [row.hash, row.workflow_etape_id]),
    ).toEqual([[order.hash, steps[1]!.id]]);
    // A step some order is at is not deleted; an empty one is.
    const inUse = await call('DELETE', `/api/workflows-etapes/${steps[1]!.id}`);
    expect(inUse.statusCode).toBe(409);
    expect((await call('DELETE', `/api/workflows/${workflow.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/workflows-etapes/${steps[0]!.id}`)).statusCode).toBe(200);

    const unpaid = await insertPaidOrder(ctx.database.db, customer.userId, { statut: 'reservee' });
    const refused = await call('POST', `/api/admin/commandes/${unpaid.hash}/etape`, { workflow_id: workflow.id });
    expect(refused.statusCode).toBe(409);
  });

  it('mails the customer once per status entered, in the order’s language, when the status says so', async () => {
    await ctx.database.db
      .update(statuts)
      .set({ mail_client: true, traductions: { de: { label: 'Bezahlt – in Vorbereitung' } } })
      .where(eq(statuts.code, 'payee'));
    const order = await insertPaidOrder(ctx.database.db, customer.userId, { statut: 'expediee', langue: 'de' });
    const move = (statut: string) => call('POST', '/api/commandes/editall', { ids: [order.hash], datas: { statut } });
    await move('payee');
    await move('expediee');
    await move('payee');
    const mails = await statusMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ cle: `commande-statut:${order.id}:payee` });
    expect(mails[0]!.texte).toContain('Bezahlt – in Vorbereitung');
    expect(mails[0]!.sujet).toContain('Ihre Bestellung');
    // The shipment mail is the shipped status's: no second one.
    const shipment = await queuedUnder(ctx, `commande-expedition:${order.id}`);
    expect(shipment).toHaveLength(1);
    expect(mails.map((mail) => mail.cle)).not.toContain(`commande-statut:${order.id}:expediee`);
  });

  it('sends nothing when the status’s mail is off', async () => {
    await ctx.database.db.update(statuts).set({ mail_client: false }).where(eq(statuts.code, 'payee'));
    const order = await insertPaidOrder(ctx.database.db, customer.userId, { statut: 'expediee' });
    await call('POST', '/api/commandes/editall', { ids: [order.hash], datas: { statut: 'payee' } });
    const [row] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(row!.statut).toBe('payee');
    expect(await statusMails(order.id)).toHaveLength(0);
  });
});

// Its own database: the payment path numbers orders and invoices from the shop's sequences.
describe('the status mails of payment and refund', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://boutique.example' } });
  }, 60_000);
  afterAll(() => ctx.close());

  it('mails a refund in the customer’s language through the same rule', async () => {
    const admin = await payments.signUpCustomer(ctx, ['user', 'admin']);
    const customer = await payments.signUpCustomer(ctx);
    const { order } = await payments.insertPaidOrder(ctx, customer.id);
    await ctx.database.db.update(commandes).set({ langue: 'es' }).where(eq(commandes.id, order.id));
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/commandes/${order.id}/remboursement`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const mails = await queuedUnder(ctx, `commande-statut:${order.id}:%`);
    expect(mails.map((mail) => mail.cle)).toEqual([`commande-statut:${order.id}:remboursee`]);
    expect(mails[0]!.texte).toContain('Reembolsado');
    expect(mails[0]!.sujet).toContain('Su pedido');
  });
  it('mails the paid status from the payment’s transaction only when staff switch it on', async () => {
    const customer = await payments.signUpCustomer(ctx);
    const mailsOf = (orderId: number) => queuedUnder(ctx, `commande-statut:${orderId}:%`);
    const quiet = await payments.insertPaidOrder(ctx, customer.id);
    expect(await mailsOf(quiet.order.id)).toHaveLength(0);

    await ctx.database.db.update(statuts).set({ mail_client: true }).where(eq(statuts.code, 'payee'));
    const told = await payments.insertPaidOrder(ctx, customer.id);
    expect((await mailsOf(told.order.id)).map((mail) => mail.cle)).toEqual([`commande-statut:${told.order.id}:payee`]);
    await ctx.database.db.update(statuts).set({ mail_client: false }).where(eq(statuts.code, 'payee'));
  });
});
