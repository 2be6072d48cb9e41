import { OrderRefundAnswerSchema, type RefundRequest } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avoirs, entrepots, remboursements, simulatedIntents } from '../../db/schema/index.ts';
import { signUpCustomer } from '../../test/payment-fixtures.ts';
import { insertRefundableOrder, refundVariants } from '../../test/refund-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('refunds in part: restricted codes and missing warehouses', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signUpCustomer>>;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let variants: Awaited<ReturnType<typeof refundVariants>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signUpCustomer(ctx, ['user', 'admin']);
    customer = await signUpCustomer(ctx);
    variants = await refundVariants(ctx);
  });
  afterAll(() => ctx.close());

  const refundPart = (orderId: number, payload: Partial<RefundRequest>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/commandes/${orderId}/remboursements`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload,
    });

  it('refunds each line at the discount it got at sale: a code limited to the books takes nothing off the creams', async () => {
    const { order } = await insertRefundableOrder(ctx, customer.id, variants, { remises: [0, 500] });
    const creams = await refundPart(order.id, { lignes: [{ declinaison: variants.cream, qtt: 1, restock: false }] });
    expect(creams.statusCode, creams.body).toBe(200);
    // A cream at its full 12,00 €, not less a share of a discount it never had.
    expect(OrderRefundAnswerSchema.parse(creams.json()).data).toMatchObject({
      montant_ttc: 1200,
      tva: [{ taux_bps: 2000, base_ht: 1000, montant: 200 }],
      lignes: [{ declinaison_id: variants.cream, qtt: 1, montant_ttc: 1200 }],
    });
    const books = await refundPart(order.id, { lignes: [{ declinaison: variants.book, qtt: 2, restock: false }] });
    const refund = OrderRefundAnswerSchema.parse(books.json()).data;
    expect(refund).toMatchObject({ montant_ttc: 2110 - 500, avoir: expect.any(String) });
    const [note] = await ctx.database.db.select().from(avoirs).where(eq(avoirs.remboursement_id, refund.id));
    expect(note).toMatchObject({ total_ttc: 1610, tva: [{ taux_bps: 550, base_ht: 1526, montant: 84 }] });
  });

  it('is refused before the provider is asked when the shop has no warehouse to restock into', async () => {
    const { order, intent } = await insertRefundableOrder(ctx, customer.id, variants);
    // A shop whose warehouses are all gone (with the stock rows that named them).
    await ctx.database.db.execute('truncate table entrepots cascade');
    expect(await ctx.database.db.select().from(entrepots)).toEqual([]);

    const refused = await refundPart(order.id, { lignes: [{ declinaison: variants.cream, qtt: 1, restock: true }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'warehouse_needed' });
    expect(await ctx.database.db.select().from(remboursements).where(eq(remboursements.commande_id, order.id))).toEqual(
      [],
    );
    const [paid] = await ctx.database.db.select().from(simulatedIntents).where(eq(simulatedIntents.id, intent!));
    expect(paid!.metadata.refund).toBeUndefined();
  });
});
