import { randomBytes } from 'node:crypto';
import { AdminOrderDetailAnswerSchema, OrderRefundAnswerSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { avoirs, commandes, remboursements } from '../../db/schema/index.ts';
import { deliverStripeEvent, insertOrder } from '../../test/payment-fixtures.ts';
import { WEBHOOK_SECRET, useRefundShop } from '../../test/stripe-shop.ts';
import { queuedUnder } from '../../test/outbox.ts';

describe('Stripe refunds settled later, and asked again after the idempotency key expired', () => {
  const shop = useRefundShop();

  const post = (url: string, payload?: object) =>
    shop.ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${shop.admin.token}` }, payload });
  const refundPart = async (orderId: number, montant_libre: number) =>
    post(`/api/commandes/${orderId}/remboursements`, { montant_libre, motif: 'Geste commercial' });
  const refundRow = async (id: number) =>
    (await shop.ctx.database.db.select().from(remboursements).where(eq(remboursements.id, id)))[0]!;
  const creditNotes = (refundId: number) =>
    shop.ctx.database.db.select().from(avoirs).where(eq(avoirs.remboursement_id, refundId));
  const refundMails = (refundId: number) => queuedUnder(shop.ctx, `remboursement:${refundId}`);
  /** A paid, invoiced order and its succeeded intent at Stripe. */
  const paidOrder = async () => {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const order = await insertOrder(shop.ctx, shop.customer.id, { statut: 'payee', intent: id, total: 15_400 });
    await shop.ctx.database.db
      .update(commandes)
      .set({ facture_numero: `F-TEST-${randomBytes(6).toString('hex')}` })
      .where(eq(commandes.id, order.id));
    shop.stand.paid(id, order);
    return order;
  };
  /** Stripe's word on a refund: `type` one of refund.updated, charge.refund.updated, refund.failed. */
  const refundEvent = (eventId: string, type: string, refundId: string, status: string) => {
    const refund = shop.stand.refunds.get(refundId)!;
    return deliverStripeEvent(shop.ctx, WEBHOOK_SECRET, {
      id: eventId,
      type,
      data: { object: { ...refund, status } },
    });
  };

  it('keeps a pending refund asked, without credit note or mail, until refund.updated says it succeeded, once', async () => {
    const order = await paidOrder();
    shop.stand.state.refundStatus = 'pending';
    const answer = await refundPart(order.id, 4_000);
    shop.stand.state.refundStatus = 'succeeded';
    expect(answer.statusCode, answer.body).toBe(200);
    const pending = OrderRefundAnswerSchema.parse(answer.json()).data;
    expect(pending).toMatchObject({ statut: 'demande', avoir: null, reference: expect.stringMatching(/^re_/u) });
    expect(shop.stand.refunds.get(pending.reference!)).toMatchObject({
      metadata: { remboursement_id: String(pending.id) },
    });
    expect(await creditNotes(pending.id)).toEqual([]);
    expect(await refundMails(pending.id)).toEqual([]);
    // Still reserved: no other refund may take more than what is left beside it.
    expect((await refundPart(order.id, 11_401)).json()).toMatchObject({ reason: 'refund_exceeds_paid' });

    // A refund of another shop's intent naming our refund's id changes nothing.
    const foreign = await deliverStripeEvent(shop.ctx, WEBHOOK_SECRET, {
      id: 'evt_foreign_refund',
      type: 'refund.updated',
      data: {
        object: {
          id: 're_foreign',
          object: 'refund',
          amount: 4_000,
          payment_intent: 'pi_someone_else',
          status: 'succeeded',
          metadata: { remboursement_id: String(pending.id) },
        },
      },
    });
    expect(foreign.statusCode).toBe(200);
    expect((await refundRow(pending.id)).statut).toBe('demande');

    const deliveries = await Promise.all([
      refundEvent('evt_refund_succeeded', 'refund.updated', pending.reference!, 'succeeded'),
      refundEvent('evt_refund_succeeded', 'refund.updated', pending.reference!, 'succeeded'),
      refundEvent('evt_charge_refund_succeeded', 'charge.refund.updated', pending.reference!, 'succeeded'),
    ]);
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200]);
    expect(await refundRow(pending.id)).toMatchObject({ statut: 'effectue', effectue: expect.any(Date) });
    expect(await creditNotes(pending.id)).toEqual([expect.objectContaining({ total_ttc: 4_000 })]);
    expect(await refundMails(pending.id)).toHaveLength(1);

    // A forged event (wrong signature) is refused like any other.
    const forged = await shop.ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: JSON.stringify({ id: 'evt_forged', type: 'refund.failed', data: { object: {} } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(forged.json()).toMatchObject({ code: 400, reason: 'webhook_signature_invalid' });
  });

  it('marks a pending refund that fails refused, frees its amount and shows it to staff, who may refund again', async () => {
    const order = await paidOrder();
    shop.stand.state.refundStatus = 'pending';
    const pending = OrderRefundAnswerSchema.parse((await refundPart(order.id, 15_400)).json()).data;
    shop.stand.state.refundStatus = 'succeeded';
    expect(pending.statut).toBe('demande');

    shop.stand.failRefund(pending.reference!);
    expect((await refundEvent('evt_refund_failed', 'refund.failed', pending.reference!, 'failed')).statusCode).toBe(
      200,
    );
    expect(await refundRow(pending.id)).toMatchObject({ statut: 'refuse', effectue: null });
    expect(await creditNotes(pending.id)).toEqual([]);
    expect(await refundMails(pending.id)).toEqual([]);
    // Told again (or told it succeeded afterwards): settled already, nothing changes.
    await refundEvent('evt_refund_failed_late_success', 'refund.updated', pending.reference!, 'succeeded');
    expect((await refundRow(pending.id)).statut).toBe('refuse');

    const [row] = await shop.ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    const detail = await shop.ctx.app.inject({
      url: `/api/admin/commandes/${row!.hash}`,
      headers: { authorization: `Bearer ${shop.admin.token}` },
    });
    expect(AdminOrderDetailAnswerSchema.parse(detail.json()).data.remboursements).toEqual([
      expect.objectContaining({ id: pending.id, statut: 'refuse' }),
    ]);
    // The whole amount is free again: staff refund it anew, as a new refund with its own key.
    const again = OrderRefundAnswerSchema.parse((await refundPart(order.id, 15_400)).json()).data;
    expect(again).toMatchObject({ statut: 'effectue', montant_ttc: 15_400 });
    expect(again.reference).not.toBe(pending.reference);
  });

  it('flags a refund made that Stripe says failed after all, once, keeping its credit note for the money still owed', async () => {
    const order = await paidOrder();
    const made = OrderRefundAnswerSchema.parse((await refundPart(order.id, 3_000)).json()).data;
    expect(made).toMatchObject({ statut: 'effectue', echoue_le: null });

    shop.stand.failRefund(made.reference!);
    for (const eventId of ['evt_made_refund_failed', 'evt_made_refund_failed_again']) {
      const told = await refundEvent(eventId, 'refund.failed', made.reference!, 'failed');
      expect(told.statusCode).toBe(200);
    }
    const row = await refundRow(made.id);
    expect(row).toMatchObject({ statut: 'effectue', echoue_le: expect.any(Date) });
    expect(await creditNotes(made.id)).toHaveLength(1);

    const [order_] = await shop.ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    const detail = await shop.ctx.app.inject({
      url: `/api/admin/commandes/${order_!.hash}`,
      headers: { authorization: `Bearer ${shop.admin.token}` },
    });
    expect(AdminOrderDetailAnswerSchema.parse(detail.json()).data.remboursements).toEqual([
      expect.objectContaining({ id: made.id, statut: 'effectue', echoue_le: row.echoue_le!.toISOString() }),
    ]);
  });

  it('adopts the refund Stripe made for this record when asked again after the idempotency key expired', async () => {
    const order = await paidOrder();
    const before = shop.stand.state.refundsCreated;
    // Stripe makes the refund but its answer (and the SDK's retries') never arrive.
    shop.stand.state.loseRefundAnswers = 3;
    const lost = await refundPart(order.id, 5_000);
    expect(lost.statusCode).toBe(503);
    expect(shop.stand.state.refundsCreated).toBe(before + 1);
    const [asked] = await shop.ctx.database.db
      .select()
      .from(remboursements)
      .where(eq(remboursements.commande_id, order.id));
    expect(asked).toMatchObject({ statut: 'demande', fournisseur_id: null });

    // More than 24 hours later, Stripe no longer knows the key: only the refund's metadata tells.
    shop.stand.forgetRefundIdempotencyKeys();
    const retried = await post(`/api/commandes/${order.id}/remboursements/${asked!.id}`);
    expect(retried.statusCode, retried.body).toBe(200);
    const made = OrderRefundAnswerSchema.parse(retried.json()).data;
    expect(made).toMatchObject({ statut: 'effectue', montant_ttc: 5_000 });
    expect(shop.stand.state.refundsCreated).toBe(before + 1);
    expect(shop.stand.refunds.get(made.reference!)).toMatchObject({
      amount: 5_000,
      metadata: { remboursement_id: String(asked!.id) },
    });
  });
});
