import { PaymentLinkIntentSchema, PaymentLinkSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, stripelinks, users } from '../../db/schema/index.ts';
import { startStripeShop, stopStripeShop, WEBHOOK_SECRET, type StripeStandIn } from '../../test/stripe-shop.ts';
import type { TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';

describe('Stripe payments', () => {
  let ctx: TestContext;
  let stand: StripeStandIn;
  let adminToken: string;
  const stripe = new Stripe('sk_test_signing_only');

  const webhook = (payload: string, header?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': header ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
  const succeededEvent = (eventId: string, intent: Record<string, unknown>) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { ...intent, status: 'succeeded' } },
    });
  const newLink = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripelinks',
      payload: { montant: 25_000, prenom: 'Hélène', nom: 'Bernard', mail: 'helene@exemple.fr' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return PaymentLinkSchema.parse(response.json().data);
  };
  const open = async (hash: string) =>
    PaymentLinkIntentSchema.parse((await ctx.app.inject(`/api/stripelinks/intent/${hash}`)).json());

  beforeAll(async () => {
    ({ ctx, stand } = await startStripeShop());
    const { token } = await signUpThroughMail(ctx, {
      prenom: 'Admin',
      nom: 'Stripe',
      mail: 'admin.stripe@exemple.fr',
      password: 'stripe-et-caviar-2026',
    });
    await ctx.database.db
      .update(users)
      .set({ scopes: ['user', 'admin'] })
      .where(eq(users.id, token.user.id));
    adminToken = token.access_token;
  });
  afterAll(() => stopStripeShop({ ctx, stand }));

  it('tells the browser to use Stripe, and offers no simulated payment', async () => {
    expect((await ctx.app.inject('/api/payments/config')).json()).toEqual({
      code: 200,
      provider: 'stripe',
      publishable_key: 'pk_test_shop',
    });
    const simulated = await ctx.app.inject({ method: 'POST', url: '/api/payments/simulated/confirm', payload: {} });
    expect(simulated.statusCode).toBe(404);
  });

  it('creates one intent per link amount, even when Stripe fails once and the call is retried', async () => {
    const link = await newLink();
    stand.state.failNext = 1;
    const first = await open(link.hash);
    const second = await open(link.hash);
    expect(first.client_secret).toBe(second.client_secret);
    const intent = stand.intents.get(first.client_secret!.split('_secret_')[0]!);
    expect(intent).toMatchObject({ amount: 25_000, currency: 'eur', metadata: { stripelink: String(link.id) } });
  });

  it('marks the link paid from a signed webhook, once, however often it is delivered', async () => {
    const link = await newLink();
    const { client_secret } = await open(link.hash);
    const intent = stand.intents.get(client_secret!.split('_secret_')[0]!)!;
    const payload = succeededEvent('evt_once_1', intent);
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await webhook(payload)).statusCode).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => webhook(payload)));
    expect(concurrent.every((response) => response.statusCode === 200)).toBe(true);
    const [row] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link.id));
    expect(row).toMatchObject({ event: 'evt_once_1', intent: intent.id });
    expect(await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_once_1'))).toHaveLength(
      1,
    );
    expect((await open(link.hash)).pi_status).toBe('succeeded');
  });

  it('refuses a missing or wrong signature, a body altered by one byte and an old timestamp', async () => {
    const link = await newLink();
    const { client_secret } = await open(link.hash);
    const intent = stand.intents.get(client_secret!.split('_secret_')[0]!)!;
    const payload = succeededEvent('evt_forged_1', intent);
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const attempts = [
      await ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: { 'content-type': 'application/json' },
      }),
      await webhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })),
      await webhook(payload.replace('"succeeded"', '"succeedee"'), signed),
      await webhook(
        payload,
        stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 301,
        }),
      ),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    const [row] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link.id));
    expect(row!.paye).toBeNull();
  });
});
