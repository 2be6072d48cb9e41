import { randomBytes } from 'node:crypto';
import { ReturnAnswerSchema } from '@boutique/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { declinaisons, remboursements } from '../../db/schema/index.ts';
import { deliverStripeEvent } from '../../test/payment-fixtures.ts';
import { insertOrderOfLines } from '../../test/refund-fixtures.ts';
import { WEBHOOK_SECRET, useRefundShop } from '../../test/stripe-shop.ts';

describe('a return’s refund left pending or asked by an outage at Stripe', () => {
  const shop = useRefundShop({ seed: true });
  let cream = 0;

  const staff = (url: string, payload?: object) =>
    shop.ctx.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${shop.admin.token}` },
    });
  const refundsOf = (orderId: number) =>
    shop.ctx.database.db
      .select()
      .from(remboursements)
      .where(eq(remboursements.commande_id, orderId))
      .orderBy(asc(remboursements.id));

  /** A paid order of two creams, its intent succeeded at Stripe, and a return of one cream. */
  const returnOfOneCream = async () => {
    const lines = [{ declinaison_id: cream, qtt: 2, prix_ht: 1000, prix_ttc: 1200 }];
    const intent = `pi_${randomBytes(12).toString('hex')}`;
    const order = await insertOrderOfLines(shop.ctx, shop.customer.id, { lines, intent });
    shop.stand.paid(intent, order);
    const created = await staff('/api/retours', {
      numero: order.numero,
      type: 'retractation',
      lignes: [{ declinaison: cream, qtt: 1 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    return { order, retour: ReturnAnswerSchema.parse(created.json()).data };
  };

  beforeAll(async () => {
    const [first] = await shop.ctx.database.db
      .select({ id: declinaisons.id })
      .from(declinaisons)
      .orderBy(asc(declinaisons.id))
      .limit(1);
    cream = first!.id;
  });

  it('keeps the return open while its refund is pending, and refunds anew once Stripe failed it', async () => {
    const { order, retour } = await returnOfOneCream();
    shop.stand.state.refundStatus = 'pending';
    const pending = await staff(`/api/retours/${retour.id}/remboursement`);
    shop.stand.state.refundStatus = 'succeeded';
    expect(pending.statusCode, pending.body).toBe(200);
    const [asked] = await refundsOf(order.id);
    expect(asked).toMatchObject({ statut: 'demande' });
    expect(ReturnAnswerSchema.parse(pending.json()).data).toMatchObject({
      statut: 'demande',
      remboursement_id: asked!.id,
    });
    shop.stand.failRefund(asked!.fournisseur_id!);
    const failed = await deliverStripeEvent(shop.ctx, WEBHOOK_SECRET, {
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'refund.failed',
      data: { object: { ...shop.stand.refunds.get(asked!.fournisseur_id!)!, status: 'failed' } },
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
    shop.stand.state.loseRefundAnswers = 10;
    const lost = await staff(`/api/retours/${retour.id}/remboursement`);
    shop.stand.state.loseRefundAnswers = 0;
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
