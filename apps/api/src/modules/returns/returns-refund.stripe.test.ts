import { randomBytes, randomUUID } from 'node:crypto';
import { checkoutTotals, ReturnAnswerSchema } from '@boutique/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, commandesDeclinaisons, declinaisons, remboursements } from '../../db/schema/index.ts';
import { deliverStripeEvent, signUpCustomer } from '../../test/payment-fixtures.ts';
import { startStripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_return_refunds';

describe('a return’s refund left pending or asked by an outage at Stripe', () => {
  let ctx: TestContext;
  let stand: Awaited<ReturnType<typeof startStripeStandIn>>;
  let admin: Awaited<ReturnType<typeof signUpCustomer>>;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let cream = 0;

  const staff = (url: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${admin.token}` },
    });
  const refundsOf = (orderId: number) =>
    ctx.database.db
      .select()
      .from(remboursements)
      .where(eq(remboursements.commande_id, orderId))
      .orderBy(asc(remboursements.id));

  /** A paid order of two creams, its intent succeeded at Stripe, and a return of one cream. */
  const returnOfOneCream = async () => {
    const lines = [{ declinaison_id: cream, qtt: 2, prix_ht: 1000, prix_ttc: 1200 }];
    const totals = checkoutTotals(lines, 0, 0);
    const intent = `pi_${randomBytes(12).toString('hex')}`;
    const [order] = await ctx.database.db
      .insert(commandes)
      .values({
        user_id: customer.id,
        panier_hash: randomUUID(),
        statut: 'payee',
        numero: `OC-TEST-${randomBytes(4).toString('hex').toUpperCase()}`,
        lignes_ht: totals.lignes_ht,
        lignes_ttc: totals.lignes_ttc,
        total_ht: totals.total_ht,
        total_ttc: totals.total_ttc,
        tva: totals.tva,
        intent,
        payee: new Date(),
        expire: new Date(Date.now() + 60_000),
      })
      .returning();
    await ctx.database.db
      .insert(commandesDeclinaisons)
      .values(lines.map((line) => ({ ...line, commande_id: order!.id, produit_label: 'Crème', label: '50 ml' })));
    stand.intents.set(intent, {
      id: intent,
      object: 'payment_intent',
      amount: totals.total_ttc,
      currency: 'eur',
      status: 'succeeded',
      client_secret: `${intent}_secret_x`,
      metadata: { commande: String(order!.id) },
    });
    const created = await staff('/api/retours', {
      numero: order!.numero,
      type: 'retractation',
      lignes: [{ declinaison: cream, qtt: 1 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    return { order: order!, retour: ReturnAnswerSchema.parse(created.json()).data };
  };

  beforeAll(async () => {
    stand = await startStripeStandIn();
    ctx = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_shop',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stand.url,
      },
    });
    admin = await signUpCustomer(ctx, ['user', 'admin']);
    customer = await signUpCustomer(ctx);
    const [first] = await ctx.database.db
      .select({ id: declinaisons.id })
      .from(declinaisons)
      .orderBy(asc(declinaisons.id))
      .limit(1);
    cream = first!.id;
  });
  afterAll(async () => {
    await ctx.close();
    await stand.close();
  });

  it('keeps the return open while its refund is pending, and refunds anew once Stripe failed it', async () => {
    const { order, retour } = await returnOfOneCream();
    stand.state.refundStatus = 'pending';
    const pending = await staff(`/api/retours/${retour.id}/remboursement`);
    stand.state.refundStatus = 'succeeded';
    expect(pending.statusCode, pending.body).toBe(200);
    const [asked] = await refundsOf(order.id);
    expect(asked).toMatchObject({ statut: 'demande' });
    expect(ReturnAnswerSchema.parse(pending.json()).data).toMatchObject({
      statut: 'demande',
      remboursement_id: asked!.id,
    });
    stand.failRefund(asked!.fournisseur_id!);
    const failed = await deliverStripeEvent(ctx, WEBHOOK_SECRET, {
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'refund.failed',
      data: { object: { ...stand.refunds.get(asked!.fournisseur_id!)!, status: 'failed' } },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await refundsOf(order.id))[0]).toMatchObject({ statut: 'refuse' });
    const again = await staff(`/api/retours/${retour.id}/remboursement`);
    expect(again.statusCode, again.body).toBe(200);
    const [, made] = await refundsOf(order.id);
    expect(made).toMatchObject({ statut: 'effectue' });
    expect(ReturnAnswerSchema.parse(again.json()).data).toMatchObject({
      statut: 'rembourse',
      remboursement_id: made!.id,
    });
  });

  it('asks the same refund again after an outage instead of refusing the units as refunded', async () => {
    const { order, retour } = await returnOfOneCream();
    stand.state.loseRefundAnswers = 10;
    const lost = await staff(`/api/retours/${retour.id}/remboursement`);
    stand.state.loseRefundAnswers = 0;
    expect(lost.json()).toMatchObject({ reason: 'payment_provider_unavailable' });
    const [asked] = await refundsOf(order.id);
    expect(asked).toMatchObject({ statut: 'demande' });
    const again = await staff(`/api/retours/${retour.id}/remboursement`);
    expect(again.statusCode, again.body).toBe(200);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ id: asked!.id, statut: 'effectue' })]);
    expect(ReturnAnswerSchema.parse(again.json()).data).toMatchObject({
      statut: 'rembourse',
      remboursement_id: asked!.id,
    });
  });
});
