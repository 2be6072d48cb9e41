import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, simulatedIntents } from '../../db/schema/index.ts';
import {
  deliverStripeEvent,
  insertOrder,
  insertReservedOrder,
  insertSimulatedIntent,
  signUpCustomer,
} from '../../test/payment-fixtures.ts';
import { startStripeShop, stopStripeShop, WEBHOOK_SECRET, type StripeStandIn } from '../../test/stripe-shop.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { queuedUnder } from '../../test/outbox.ts';

const failureMails = (ctx: TestContext, intentId: string) => queuedUnder(ctx, `paiement-echec:${intentId}:%`);
const statutOf = async (ctx: TestContext, id: number) =>
  (await ctx.database.db.select().from(commandes).where(eq(commandes.id, id)))[0]!.statut;

describe('a failed payment with the simulated provider', () => {
  let ctx: TestContext;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let payers = 0;

  const confirm = (clientSecret: string, card: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: { client_secret: clientSecret, card },
      remoteAddress: `10.150.0.${(payers += 1)}`,
    });
  const reservedOrder = () => insertReservedOrder(ctx, customer.id, { total: 9_900 });

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://boutique.example' } });
    customer = await signUpCustomer(ctx);
  });
  afterAll(() => ctx.close());

  it('mails the resume link once per declined attempt, and keeps the order reserved', async () => {
    const { order, intent, clientSecret } = await reservedOrder();
    const declined = await confirm(clientSecret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ message: 'Votre carte a été refusée.' });
    const [mail] = await failureMails(ctx, intent);
    expect(mail).toMatchObject({
      canal: 'mail',
      destinataire: customer.mail,
      sujet: 'Le paiement de votre commande n’a pas abouti',
    });
    expect(mail!.texte).toContain(`https://boutique.example/fr/checkout-reprise/${order.hash}`);
    expect(mail!.texte).toContain('99,00');
    expect(await statutOf(ctx, order.id)).toBe('reservee');

    expect((await confirm(clientSecret, '4000000000000002')).statusCode).toBe(400);
    expect(await failureMails(ctx, intent)).toHaveLength(2);
    const [row] = await ctx.database.db.select().from(simulatedIntents).where(eq(simulatedIntents.id, intent));
    expect(row).toMatchObject({ status: 'requires_payment_method', last_error: 'Votre carte a été refusée.' });
  });

  it('mails after a refused authentication, not after a number that is no test card', async () => {
    const { intent, clientSecret } = await reservedOrder();
    expect((await confirm(clientSecret, '4970 1000 0000 0000')).statusCode).toBe(400);
    expect(await failureMails(ctx, intent)).toHaveLength(0);
    expect((await confirm(clientSecret, '4000002500003155')).json()).toEqual({ code: 200, status: 'requires_action' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/authenticate',
      payload: { client_secret: clientSecret, approve: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(await failureMails(ctx, intent)).toHaveLength(1);
    // Paid at the next attempt: a late failure report no longer mails.
    expect((await confirm(clientSecret, '4242424242424242')).json()).toEqual({ code: 200, status: 'succeeded' });
    expect((await confirm(clientSecret, '4000000000000002')).statusCode).toBe(400);
    expect(await failureMails(ctx, intent)).toHaveLength(1);
  });

  it('sends nothing for a declined payment link', async () => {
    const intent = await insertSimulatedIntent(ctx, { amount: 5_000, metadata: { stripelink: '1' } });
    const [row] = await ctx.database.db.select().from(simulatedIntents).where(eq(simulatedIntents.id, intent));
    expect((await confirm(row!.client_secret, '4000000000000002')).statusCode).toBe(400);
    expect(await failureMails(ctx, intent)).toHaveLength(0);
  });
});

describe('a failed payment reported by Stripe', () => {
  let ctx: TestContext;
  let stand: StripeStandIn;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;

  const paymentFailed = (eventId: string, intentId: string, orderId: number) =>
    deliverStripeEvent(ctx, WEBHOOK_SECRET, {
      id: eventId,
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount: 9_900,
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_x`,
          metadata: { commande: String(orderId) },
          last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        },
      },
    });

  beforeAll(async () => {
    ({ ctx, stand } = await startStripeShop({ env: { PUBLIC_URL: 'https://boutique.example' } }));
    customer = await signUpCustomer(ctx);
  });
  afterAll(() => stopStripeShop({ ctx, stand }));

  it('mails once per failure event, however often Stripe delivers it', async () => {
    const intentId = `pi_${randomBytes(12).toString('hex')}`;
    const order = await insertOrder(ctx, customer.id, { intent: intentId, total: 9_900 });
    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await paymentFailed('evt_failed_1', intentId, order.id)).statusCode).toBe(200);
    }
    await Promise.all(Array.from({ length: 5 }, () => paymentFailed('evt_failed_1', intentId, order.id)));
    const mails = await failureMails(ctx, intentId);
    expect(mails.map((mail) => mail.cle)).toEqual([`paiement-echec:${intentId}:evt_failed_1`]);
    expect(mails[0]!.texte).toContain(`/fr/checkout-reprise/${order.hash}`);
    // Another attempt failing is another event: another mail.
    await paymentFailed('evt_failed_2', intentId, order.id);
    expect(await failureMails(ctx, intentId)).toHaveLength(2);
    expect(await statutOf(ctx, order.id)).toBe('reservee');
  });

  it('sends nothing once the order is paid', async () => {
    const intentId = `pi_${randomBytes(12).toString('hex')}`;
    const order = await insertOrder(ctx, customer.id, { intent: intentId, statut: 'payee' });
    expect((await paymentFailed('evt_failed_paid', intentId, order.id)).statusCode).toBe(200);
    expect(await failureMails(ctx, intentId)).toHaveLength(0);
  });
});
