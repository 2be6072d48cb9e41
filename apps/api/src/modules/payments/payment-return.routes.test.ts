import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, stripelinks } from '../../db/schema/index.ts';
import { insertOrder, insertSimulatedIntent, signUpCustomer } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('the return page with the simulated provider', () => {
  let ctx: TestContext;
  const comeBack = (intent: string, remoteAddress = '10.160.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/paiements/retour', payload: { intent }, remoteAddress });

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('places the order and marks the link paid when the provider says succeeded', async () => {
    const customer = await signUpCustomer(ctx);
    const order = await insertOrder(ctx, customer.id, { total: 7_700 });
    const paid = await insertSimulatedIntent(ctx, {
      amount: order.total_ttc,
      metadata: { commande: String(order.id) },
      status: 'succeeded',
    });
    expect((await comeBack(paid)).json()).toEqual({ code: 200, status: 'succeeded' });
    const [row] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(row).toMatchObject({ statut: 'payee', event: `retour:${paid}` });

    const [link] = await ctx.database.db
      .insert(stripelinks)
      .values({ hash: randomBytes(16).toString('base64url'), montant: 3_000 })
      .returning();
    const linkIntent = await insertSimulatedIntent(ctx, {
      amount: 3_000,
      metadata: { stripelink: String(link!.id) },
      status: 'succeeded',
    });
    expect((await comeBack(linkIntent)).json()).toEqual({ code: 200, status: 'succeeded' });
    const [linkRow] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link!.id));
    expect(linkRow).toMatchObject({ paye: expect.any(Date), event: `retour:${linkIntent}` });
  });

  it('leaves an unpaid intent alone', async () => {
    const customer = await signUpCustomer(ctx);
    const order = await insertOrder(ctx, customer.id);
    const waiting = await insertSimulatedIntent(ctx, {
      amount: order.total_ttc,
      metadata: { commande: String(order.id) },
    });
    expect((await comeBack(waiting)).json()).toEqual({ code: 200, status: 'requires_payment_method' });
    const [row] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(row!.statut).toBe('reservee');
  });

  it('limits how often one client may ask', async () => {
    const statuses = [];
    for (let call = 0; call < 21; call += 1)
      statuses.push((await comeBack(`pi_sim_${'1'.repeat(24)}`, '10.160.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
