import { randomUUID } from 'node:crypto';
import { BasketIntentSchema, MAX_HELD_UNITS_PER_VARIANT } from '@boutique/domain';
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, declinaisons, simulatedIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import { queuedUnder } from '../../test/outbox.ts';
import { acceptTerms } from '../../test/checkout-steps.ts';

describe('checkout: reservation, payment and orders', () => {
  let ctx: TestContext;
  let variantId: number;
  let clients = 0;

  const buyer = async () => {
    clients += 1;
    const { token, panier } = await signUpThroughMail(
      ctx,
      {
        prenom: 'Acheteuse',
        nom: `N${clients}`,
        mail: `acheteuse.${clients}@exemple.fr`,
        password: 'caviar-et-perles-2026',
      },
      { remoteAddress: `10.90.${Math.floor(clients / 250)}.${clients % 250}` },
    );
    const basket = panier ?? randomUUID();
    return { token: token.access_token, basket };
  };
  /** What the checkout page does before paying: an address (the default) and the terms accepted. */
  const prepare = async (who: { token: string; basket: string }) => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/adresses',
      payload: { prenom: 'Ada', nom: 'Lovelace', ligne1: '1 rue de la Paix', code_postal: '75002', ville: 'Paris' },
      headers: auth(who.token),
    });
    await acceptTerms(ctx, who.basket, who.token);
  };
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const addToBasket = (who: { token: string; basket: string }, qtt: number, declinaison = variantId) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: { panier: who.basket, declinaison, qtt },
      headers: auth(who.token),
    });
  const startPayment = async (who: { token: string; basket: string }, prepared = false) => {
    if (!prepared) await prepare(who);
    return ctx.app.inject({ url: `/api/paniers/stripeintent/${who.basket}`, headers: auth(who.token) });
  };
  const pay = (clientSecret: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: { client_secret: clientSecret, card: '4242424242424242' },
      remoteAddress: `10.91.${Math.floor(clients / 250)}.${(clients += 1) % 250}`,
    });
  const stockOf = async (id = variantId) =>
    (await ctx.database.db.select({ stock: declinaisons.stock }).from(declinaisons).where(eq(declinaisons.id, id)))[0]!
      .stock;
  const setStock = (stock: number, id = variantId) =>
    ctx.database.db.update(declinaisons).set({ stock }).where(eq(declinaisons.id, id));
  const orderOf = async (hash: string) =>
    (await ctx.database.db.select().from(commandes).where(eq(commandes.hash, hash)))[0]!;

  beforeAll(async () => {
    ctx = await createTestApp();
    const [variant] = await ctx.database.db.select().from(declinaisons).where(gt(declinaisons.stock, 20)).limit(1);
    variantId = variant!.id;
  });
  afterAll(() => ctx.close());

  it('refuses an empty basket, and anonymous callers', async () => {
    const who = await buyer();
    expect((await startPayment(who, true)).statusCode).toBe(409);
    expect((await ctx.app.inject(`/api/paniers/stripeintent/${who.basket}`)).statusCode).toBe(401);
  });

  it('holds the stock for the order and charges exactly the server’s total', async () => {
    await setStock(30);
    const who = await buyer();
    const added = await addToBasket(who, 3);
    const total = added.json().panier.total_ttc as number;
    const response = await startPayment(who);
    expect(response.statusCode, response.body).toBe(200);
    const body = BasketIntentSchema.parse(response.json());
    expect(await stockOf()).toBe(27);
    const order = await orderOf(body.commande);
    expect(order).toMatchObject({ statut: 'reservee', total_ttc: total, intent: body.intent_id });

    // Coming back to payment gives the first hold back before taking a new one.
    const again = BasketIntentSchema.parse((await startPayment(who)).json());
    expect(again.commande).not.toBe(body.commande);
    expect(await stockOf()).toBe(27);
    expect((await orderOf(body.commande)).statut).toBe('expiree');
  });

  it('turns a paid order into a sale with a sequential number, once, and empties the basket', async () => {
    await setStock(30);
    const who = await buyer();
    await addToBasket(who, 2);
    const { client_secret, commande } = BasketIntentSchema.parse((await startPayment(who)).json());
    expect((await pay(client_secret)).statusCode).toBe(200);
    const order = await orderOf(commande);
    expect(order).toMatchObject({ statut: 'payee', numero: expect.stringMatching(/^OC-\d{4}-\d{6}$/u) });
    expect((await pay(client_secret)).statusCode).toBe(400);
    expect(await stockOf()).toBe(28);
    const basket = await ctx.app.inject({ url: `/api/paniers/get/${who.basket}`, headers: auth(who.token) });
    expect(basket.json().panier.count).toBe(0);
  });

  it('lists the customer’s orders, mails one confirmation, and shows nobody else the order', async () => {
    await setStock(30);
    const who = await buyer();
    await addToBasket(who, 1);
    const { client_secret, commande } = BasketIntentSchema.parse((await startPayment(who)).json());
    await pay(client_secret);
    const list = await ctx.app.inject({ url: '/api/commandes/me', headers: auth(who.token) });
    expect(list.json()).toMatchObject({
      code: 200,
      datas: [{ hash: commande, statut: 'payee', lignes: [{ qtt: 1 }] }],
    });
    const detail = await ctx.app.inject({ url: `/api/commandes/${commande}`, headers: auth(who.token) });
    // Without Stripe keys the order is a test-mode one, and says so, from the mail's subject on.
    expect(detail.json()).toMatchObject({ data: { hash: commande, numero: expect.any(String), test: true } });
    const stranger = await buyer();
    expect(
      (await ctx.app.inject({ url: `/api/commandes/${commande}`, headers: auth(stranger.token) })).statusCode,
    ).toBe(404);
    const order = await orderOf(commande);
    const mails = await queuedUnder(ctx, `commande-confirmation:${order.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.sujet).toContain(order.numero!);
    expect(mails[0]!.sujet.startsWith('[TEST] ')).toBe(true);
  });

  it('gives expired holds back, and flags a late payment whose stock was sold meanwhile', async () => {
    await setStock(2);
    const late = await buyer();
    await addToBasket(late, 2);
    const { client_secret, commande } = BasketIntentSchema.parse((await startPayment(late)).json());
    expect(await stockOf()).toBe(0);
    await ctx.database.db
      .update(commandes)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(commandes.hash, commande));
    expect(await ctx.app.checkout.releaseExpired()).toBeGreaterThanOrEqual(1);
    expect(await stockOf()).toBe(2);

    const quick = await buyer();
    await addToBasket(quick, 2);
    const sold = BasketIntentSchema.parse((await startPayment(quick)).json());
    await pay(sold.client_secret);
    expect(await stockOf()).toBe(0);

    // The released hold's intent was cancelled: the old payment page cannot charge it.
    expect((await pay(client_secret)).statusCode).toBe(400);
    // A payment that won the race against the cancellation is flagged, not sold without stock.
    await ctx.database.db
      .update(simulatedIntents)
      .set({ status: 'requires_payment_method' })
      .where(eq(simulatedIntents.client_secret, client_secret));
    await pay(client_secret);
    expect(await stockOf()).toBe(0);
    expect(await orderOf(commande)).toMatchObject({
      statut: 'a_verifier',
      note: expect.stringContaining('rembourser'),
    });

    // Upkeep refunds it, once, however often it runs.
    await Promise.all([ctx.app.upkeep(), ctx.app.upkeep()]);
    await ctx.app.upkeep();
    const refunded = await orderOf(commande);
    expect(refunded).toMatchObject({ statut: 'remboursee', remboursement: expect.any(String) });
    const [intent] = await ctx.database.db
      .select()
      .from(simulatedIntents)
      .where(eq(simulatedIntents.client_secret, client_secret));
    expect(intent!.metadata.refund).toBe(refunded.remboursement);
  });

  it('takes only the paid units out of the basket: lines added after the payment started stay', async () => {
    await setStock(30);
    const who = await buyer();
    await addToBasket(who, 2);
    const { client_secret } = BasketIntentSchema.parse((await startPayment(who)).json());
    const [other] = await ctx.database.db.select().from(declinaisons).where(gt(declinaisons.stock, 5)).limit(2);
    const second = other!.id === variantId ? undefined : other!.id;
    await addToBasket(who, 1);
    if (second) await addToBasket(who, 1, second);
    expect((await pay(client_secret)).statusCode).toBe(200);
    const basket = await ctx.app.inject({ url: `/api/paniers/get/${who.basket}`, headers: auth(who.token) });
    const lines = basket.json().panier.lignes as { id: number; quantity: number }[];
    expect(lines.find((line) => line.id === variantId)?.quantity).toBe(1);
    if (second) expect(lines.find((line) => line.id === second)?.quantity).toBe(1);
  });

  it('caps the units one customer holds, rate-limits payment starts, and shows held stock at once', async () => {
    await setStock(40);
    const hoarder = await buyer();
    await addToBasket(hoarder, MAX_HELD_UNITS_PER_VARIANT);
    expect((await startPayment(hoarder)).statusCode).toBe(200);
    const product = async () => {
      const list = await ctx.app.inject({ url: '/api/produits' });
      const variants = (list.json().datas as { declinaisons: { id: number; stock: { total: number } }[] }[]).flatMap(
        (produit) => produit.declinaisons,
      );
      return variants.find((variant) => variant.id === variantId)!.stock.total;
    };
    expect(await product()).toBe(40 - MAX_HELD_UNITS_PER_VARIANT);
    // A second basket of the same account cannot hold more of the variant.
    const second = { token: hoarder.token, basket: randomUUID() };
    await addToBasket(second, 1);
    const refused = await startPayment(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[`declinaison.${variantId}`][0]).toContain(`${MAX_HELD_UNITS_PER_VARIANT} exemplaires`);
    const answers = [];
    for (let index = 0; index < 12; index += 1) answers.push((await startPayment(hoarder, true)).statusCode);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('sells exactly the stock to concurrent buyers: 10 units, 60 buyers, 10 paid orders', async () => {
    await setStock(60);
    const buyers = [];
    for (let index = 0; index < 60; index += 1) {
      const who = await buyer();
      expect((await addToBasket(who, 1)).statusCode).toBe(200);
      buyers.push(who);
    }
    await setStock(10);
    for (const who of buyers) await prepare(who);
    const answers = await Promise.all(buyers.map((who) => startPayment(who, true)));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(50);
    expect(await stockOf()).toBe(0);
    const payments = await Promise.all(
      accepted.map((answer) => pay(BasketIntentSchema.parse(answer.json()).client_secret)),
    );
    expect(payments.every((payment) => payment.statusCode === 200)).toBe(true);
    const paid = await ctx.database.db.select().from(commandes).where(eq(commandes.statut, 'payee'));
    expect(new Set(paid.map((order) => order.numero)).size).toBe(paid.length);
    expect(await stockOf()).toBe(0);
  });
});
