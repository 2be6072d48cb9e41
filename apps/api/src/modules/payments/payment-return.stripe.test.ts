import { randomBytes } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, outbox, paymentEvents, stripelinks } from '../../db/schema/index.ts';
import { deliverStripeEvent, insertOrder, signUpCustomer } from '../../test/payment-fixtures.ts';
import { startStripeShop, stopStripeShop, WEBHOOK_SECRET, type StripeStandIn } from '../../test/stripe-shop.ts';
import type { TestContext } from '../../test/test-app.ts';
import { queuedFor } from '../../test/outbox.ts';

const RACES = 100;

describe('the return page asks Stripe', () => {
  let ctx: TestContext;
  let stand: StripeStandIn;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let clients = 0;

  /** An intent as Stripe holds it, for an order or a link. */
  const standIntent = (metadata: Record<string, string>, amount: number, status = 'succeeded') => {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'eur',
      status,
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata,
    };
    stand.intents.set(id, intent);
    return intent;
  };
  const comeBack = (intent: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/paiements/retour',
      payload: { intent },
      remoteAddress: `10.130.${Math.floor((clients += 1) / 250)}.${clients % 250}`,
    });
  const succeeded = (eventId: string, intent: Record<string, unknown>) =>
    deliverStripeEvent(ctx, WEBHOOK_SECRET, {
      id: eventId,
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
  const reservedOrder = async () => {
    const order = await insertOrder(ctx, customer.id, { total: 12_300 });
    const intent = standIntent({ commande: String(order.id) }, order.total_ttc);
    await ctx.database.db.update(commandes).set({ intent: intent.id }).where(eq(commandes.id, order.id));
    return { order, intent };
  };

  beforeAll(async () => {
    ({ ctx, stand } = await startStripeShop({ env: { PUBLIC_URL: 'https://boutique.example' } }));
    customer = await signUpCustomer(ctx);
  });
  afterAll(() => stopStripeShop({ ctx, stand }));

  it('places a succeeded order from the provider’s word, and only answers the status of any other', async () => {
    const { order, intent } = await reservedOrder();
    const waiting = standIntent({ commande: String(order.id) }, order.total_ttc, 'requires_action');
    expect((await comeBack(waiting.id)).json()).toEqual({ code: 200, status: 'requires_action' });
    const [stillReserved] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(stillReserved!.statut).toBe('reservee');

    stand.state.failNext = 1;
    const response = await comeBack(intent.id);
    expect(response.json()).toEqual({ code: 200, status: 'succeeded' });
    expect(response.headers['cache-control']).toBe('no-store');
    const [paid] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(paid).toMatchObject({ statut: 'payee', event: `retour:${intent.id}`, numero: expect.any(String) });
    expect((await comeBack(intent.id)).json()).toEqual({ code: 200, status: 'succeeded' });
  });

  it('answers 404 for an intent the provider does not know, 400 for a malformed one', async () => {
    const unknown = await comeBack(`pi_${'0'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, message: 'Paiement inconnu.' });
    for (const intent of ['', 'evt_123456', 'pi_../../v1/refunds', 'x'.repeat(300)]) {
      const response = await comeBack(intent);
      expect(response.statusCode, intent).toBe(400);
      expect(response.json(), intent).toMatchObject({ errors: { intent: expect.any(Array) } });
    }
  });

  it(`gives one paid order and one mail when the webhook and the return race (${RACES} times)`, async () => {
    const mailsTo = async () => (await queuedFor(ctx, customer.mail)).length;
    const mailsBefore = await mailsTo();
    const ids: number[] = [];
    for (let race = 0; race < RACES; race += 1) {
      const { order, intent } = await reservedOrder();
      const [webhook, back] = await Promise.all([succeeded(`evt_race_order_${race}`, intent), comeBack(intent.id)]);
      expect(webhook.statusCode).toBe(200);
      expect(back.json()).toEqual({ code: 200, status: 'succeeded' });
      const [row] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
      expect(row).toMatchObject({ statut: 'payee', numero: expect.any(String), intent: intent.id });
      expect([`evt_race_order_${race}`, `retour:${intent.id}`]).toContain(row!.event);
      ids.push(order.id);
    }
    const orders = await ctx.database.db.select().from(commandes).where(inArray(commandes.id, ids));
    // A second placement would have drawn another number: the numbers of the raced orders are gapless.
    const numbers = orders.map((order) => Number(order.numero!.split('-').at(-1))).sort((x, y) => x - y);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(RACES);
    expect(new Set(numbers).size).toBe(RACES);
    const confirmations = await ctx.database.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.cle,
          ids.map((id) => `commande-confirmation:${id}`),
        ),
      );
    expect(confirmations).toHaveLength(RACES);
    expect(await mailsTo()).toBe(mailsBefore + RACES);
    // Both reports were recorded: it is the order's own status check that kept the sale single.
    const events = await ctx.database.db.select().from(paymentEvents).where(like(paymentEvents.id, 'evt_race_order_%'));
    expect(events).toHaveLength(RACES);
  }, 120_000);

  it(`marks a payment link paid once when the webhook and the return race (${RACES} times)`, async () => {
    const ids: number[] = [];
    for (let race = 0; race < RACES; race += 1) {
      const [link] = await ctx.database.db
        .insert(stripelinks)
        .values({ hash: randomBytes(16).toString('base64url'), montant: 4_500 })
        .returning();
      const intent = standIntent({ stripelink: String(link!.id) }, link!.montant);
      const [webhook, back] = await Promise.all([succeeded(`evt_race_link_${race}`, intent), comeBack(intent.id)]);
      expect(webhook.statusCode).toBe(200);
      expect(back.json()).toEqual({ code: 200, status: 'succeeded' });
      const [row] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link!.id));
      expect(row).toMatchObject({ paye: expect.any(Date), intent: intent.id });
      expect([`evt_race_link_${race}`, `retour:${intent.id}`]).toContain(row!.event);
      ids.push(link!.id);
    }
    const paid = await ctx.database.db.select().from(stripelinks).where(inArray(stripelinks.id, ids));
    expect(paid.filter((link) => link.paye)).toHaveLength(RACES);
  }, 120_000);
});
