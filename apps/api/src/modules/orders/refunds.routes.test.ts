import { OrderAnswerSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, remboursements, simulatedIntents } from '../../db/schema/index.ts';
import { insertOrder, insertPaidOrder, signUpCustomer } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('order refunds with the simulated provider', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signUpCustomer>>;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;

  const refund = (orderId: number | string, token = admin.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/commandes/${orderId}/remboursement`,
      headers: { authorization: `Bearer ${token}` },
    });
  const orderRow = async (id: number) =>
    (await ctx.database.db.select().from(commandes).where(eq(commandes.id, id)))[0]!;
  const intentRow = async (id: string) =>
    (await ctx.database.db.select().from(simulatedIntents).where(eq(simulatedIntents.id, id)))[0]!;

  const paidOrder = async () => {
    const paid = await insertPaidOrder(ctx, customer.id);
    expect(paid.order.statut).toBe('payee');
    return paid;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    admin = await signUpCustomer(ctx, ['user', 'admin']);
    customer = await signUpCustomer(ctx);
  });
  afterAll(() => ctx.close());

  it('refunds a paid order once under concurrent calls: one refund reserved under the lock, the others refused', async () => {
    const { order, intent } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const refusals = answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().reason);
    // Refused while the first is asked (its amount reserved), or once it has made the order refunded.
    expect(refusals.every((reason) => ['refund_exceeds_paid', 'order_not_refundable'].includes(reason))).toBe(true);
    const made = answers.find((answer) => answer.statusCode === 200)!;
    expect(OrderAnswerSchema.parse(made.json()).data).toMatchObject({ hash: order.hash, statut: 'remboursee' });

    const refunds = await ctx.database.db.select().from(remboursements).where(eq(remboursements.commande_id, order.id));
    expect(refunds).toEqual([expect.objectContaining({ statut: 'effectue', montant_ttc: order.total_ttc })]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ statut: 'remboursee', remboursement: refunds[0]!.fournisseur_id });
    const { metadata } = await intentRow(intent);
    // One key per refund record, never the order's.
    expect(metadata).toMatchObject({
      commande: String(order.id),
      refund: row.remboursement,
      refund_key: `remboursement-partiel:${refunds[0]!.id}`,
      refund_amount: '21000',
    });
    expect(JSON.parse(metadata.refunds!)).toHaveLength(1);

    // Asked again later: refused, nothing changes.
    const again = await refund(order.id);
    expect(again.json()).toMatchObject({ code: 409, reason: 'order_not_refundable' });
    expect(await orderRow(order.id)).toEqual(row);
  });

  it('refunds an order to check (paid after its hold ran out)', async () => {
    const { order } = await paidOrder();
    await ctx.database.db.update(commandes).set({ statut: 'a_verifier' }).where(eq(commandes.id, order.id));
    expect(OrderAnswerSchema.parse((await refund(order.id)).json()).data.statut).toBe('remboursee');
  });

  it('refuses unpaid or unknown orders, and anyone but an admin', async () => {
    const reserved = await insertOrder(ctx, customer.id);
    const refused = await refund(reserved.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 409,
      message: 'Seule une commande payée peut être remboursée.',
      reason: 'order_not_refundable',
    });
    expect((await refund(999_999)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-3', '99999999999']) expect((await refund(id)).statusCode, id).toBe(400);

    const { order } = await paidOrder();
    expect((await refund(order.id, customer.token)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/commandes/${order.id}/remboursement` });
    expect(anonymous.statusCode).toBe(401);
    expect(await orderRow(order.id)).toMatchObject({ statut: 'payee', remboursement: null });
  });

  it('answers the provider’s refusal as a conflict, without marking anything', async () => {
    const { order, intent } = await paidOrder();
    // Refunded elsewhere with another key (as from the provider's dashboard).
    await ctx.database.db
      .update(simulatedIntents)
      .set({ metadata: { commande: String(order.id), refund: 're_sim_elsewhere', refund_key: 'dashboard' } })
      .where(eq(simulatedIntents.id, intent));
    const refused = await refund(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Remboursement refusé : Ce paiement a déjà été remboursé.');
    expect(await orderRow(order.id)).toMatchObject({ statut: 'payee', remboursement: null });
  });
});
