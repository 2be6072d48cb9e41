import { randomBytes } from 'node:crypto';
import { OrderRefundAnswerSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { remboursements } from '../../db/schema/index.ts';
import { insertOrder } from '../../test/payment-fixtures.ts';
import { useRefundShop } from '../../test/stripe-shop.ts';

describe('refunds in part through Stripe', () => {
  const shop = useRefundShop();

  const post = (url: string, payload?: object) =>
    shop.ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${shop.admin.token}` }, payload });

  it('keeps a refund asked while Stripe cannot be reached, its amount reserved, and asks once more on retry', async () => {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const order = await insertOrder(shop.ctx, shop.customer.id, { statut: 'payee', intent: id, total: 15_400 });
    shop.stand.paid(id, order);
    const before = shop.stand.state.refundsCreated;
    shop.stand.state.failNext = 3;
    const unavailable = await post(`/api/commandes/${order.id}/remboursements`, { montant_libre: 4_000 });
    expect(unavailable.statusCode).toBe(503);
    const [asked] = await shop.ctx.database.db
      .select()
      .from(remboursements)
      .where(eq(remboursements.commande_id, order.id));
    expect(asked).toMatchObject({ statut: 'demande', montant_ttc: 4_000, fournisseur_id: null });

    // Still counted: no other refund may take more than what is left beside it.
    const over = await post(`/api/commandes/${order.id}/remboursements`, { montant_libre: 11_401 });
    expect(over.json()).toMatchObject({ code: 409, reason: 'refund_exceeds_paid' });

    const retried = await post(`/api/commandes/${order.id}/remboursements/${asked!.id}`);
    expect(retried.statusCode, retried.body).toBe(200);
    const made = OrderRefundAnswerSchema.parse(retried.json()).data;
    expect(made).toMatchObject({ id: asked!.id, statut: 'effectue', reference: expect.stringMatching(/^re_/u) });
    expect(shop.stand.refunds.get(made.reference!)).toMatchObject({ payment_intent: id, amount: 4_000 });
    expect(shop.stand.state.refundsCreated).toBe(before + 1);

    // Asked again once made: the same refund, Stripe not asked.
    const again = await post(`/api/commandes/${order.id}/remboursements/${asked!.id}`);
    expect(OrderRefundAnswerSchema.parse(again.json()).data).toEqual(made);
    expect(shop.stand.state.refundsCreated).toBe(before + 1);
    expect((await post(`/api/commandes/${order.id + 1_000_000}/remboursements/${asked!.id}`)).statusCode).toBe(404);
  });
});
