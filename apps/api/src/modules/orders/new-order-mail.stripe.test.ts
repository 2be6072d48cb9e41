import { randomBytes } from 'node:crypto';
import { formatEuros } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, configurations } from '../../db/schema/index.ts';
import { deliverStripeEvent, insertOrder, signUpCustomer } from '../../test/payment-fixtures.ts';
import { startStripeShop, stopStripeShop, WEBHOOK_SECRET, type StripeStandIn } from '../../test/stripe-shop.ts';
import type { TestContext } from '../../test/test-app.ts';
import { newOrderMailKey } from './new-order-mail.ts';
import { queuedUnder } from '../../test/outbox.ts';

const PUBLIC_URL = 'https://boutique.example';

describe('the shop’s mail about a new paid order', () => {
  let ctx: TestContext;
  let stand: StripeStandIn;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;

  /** A reserved order and its intent, succeeded at Stripe. */
  const reservedOrder = async (total = 18_900) => {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const order = await insertOrder(ctx, customer.id, { intent: id, total });
    const intent = {
      id,
      object: 'payment_intent',
      amount: total,
      currency: 'eur',
      status: 'succeeded',
      client_secret: `${id}_secret_x`,
      metadata: { commande: String(order.id) },
    };
    stand.intents.set(id, intent);
    return { order, intent };
  };
  const succeeded = (eventId: string, intent: Record<string, unknown>) =>
    deliverStripeEvent(ctx, WEBHOOK_SECRET, {
      id: eventId,
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
  const shopMails = (orderId: number) => queuedUnder(ctx, newOrderMailKey(orderId));
  const orderRow = async (id: number) =>
    (await ctx.database.db.select().from(commandes).where(eq(commandes.id, id)))[0]!;

  beforeAll(async () => {
    ({ ctx, stand } = await startStripeShop({ env: { PUBLIC_URL, MAIL_FROM: 'Boutique <boutique@exemple.fr>' } }));
    customer = await signUpCustomer(ctx);
  });
  afterAll(() => stopStripeShop({ ctx, stand }));

  it('queues one mail to the shop however often and however the payment is delivered', async () => {
    await ctx.database.db.insert(configurations).values({ cle: 'societe.email', valeur: 'commandes@orcaviar.example' });
    const { order, intent } = await reservedOrder(24_690);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await succeeded('evt_new_order_1', intent)).statusCode).toBe(200);
    }
    const concurrent = await Promise.all([
      ...Array.from({ length: 4 }, () => succeeded('evt_new_order_1', intent)),
      // Stripe may also send the same fact under another event id, and the return page reports it too.
      succeeded('evt_new_order_2', intent),
      ctx.app.inject({ method: 'POST', url: '/api/paiements/retour', payload: { intent: intent.id } }),
    ]);
    expect(concurrent.map((response) => response.statusCode)).toEqual(Array(6).fill(200));

    const paid = await orderRow(order.id);
    expect(paid.statut).toBe('payee');
    const mails = await shopMails(order.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ canal: 'mail', destinataire: 'commandes@orcaviar.example' });
    expect(mail!.sujet).toBe(`Nouvelle commande ${paid.numero} – ${formatEuros(24_690)}`);
    expect(mail!.texte).toContain(`Nouvelle commande payée : ${paid.numero}`);
    const customerLine = mail!.texte.split('\n').find((line) => line.startsWith('Client : '));
    expect(customerLine).toMatch(/^Client : Inès Paiement\d+ <.+>$/u);
    expect(customerLine).toContain(`<${customer.mail}>`);
    expect(mail!.texte).toContain(`Total TTC : ${formatEuros(24_690)}`);
    expect(mail!.texte).toContain(`${PUBLIC_URL}/fr/ad/commandes/${order.hash}`);
    // The customer's own confirmation is there once as well.
    const confirmations = await queuedUnder(ctx, `commande-confirmation:${order.id}`);
    expect(confirmations).toHaveLength(1);
  });

  it('goes to the shop’s sender address when no company mail is configured', async () => {
    await ctx.database.db.delete(configurations).where(eq(configurations.cle, 'societe.email'));
    const { order, intent } = await reservedOrder();
    expect((await succeeded('evt_new_order_3', intent)).statusCode).toBe(200);
    expect((await shopMails(order.id)).map((mail) => mail.destinataire)).toEqual(['Boutique <boutique@exemple.fr>']);
  });

  it('sends nothing for an order that is not paid', async () => {
    const { order } = await reservedOrder();
    expect(await shopMails(order.id)).toEqual([]);
    const failed = await deliverStripeEvent(ctx, WEBHOOK_SECRET, {
      id: 'evt_new_order_failed',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: order.intent,
          object: 'payment_intent',
          amount: order.total_ttc,
          currency: 'eur',
          status: 'requires_payment_method',
          metadata: { commande: String(order.id) },
          last_payment_error: { message: 'Votre carte a été refusée.' },
        },
      },
    });
    expect(failed.statusCode).toBe(200);
    expect(await shopMails(order.id)).toEqual([]);
    expect((await orderRow(order.id)).statut).toBe('reservee');
  });
});
