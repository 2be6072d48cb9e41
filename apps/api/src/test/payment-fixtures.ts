import { randomBytes, randomUUID } from 'node:crypto';
import { type Locale, type OrderStatus } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { commandes, simulatedIntents, users } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';
import { signUpThroughMail } from './sign-up.ts';

let accounts = 0;

/** A new customer account (its own client address, so sign-up limits do not interfere). */
export async function signUpCustomer(ctx: TestContext, scopes: string[] = ['user']) {
  accounts += 1;
  const mail = `ines.paiement.${accounts}.${randomBytes(3).toString('hex')}@exemple.fr`;
  const { token } = await signUpThroughMail(
    ctx,
    { prenom: 'Inès', nom: `Paiement${accounts}`, mail, password: 'paiements-et-perles-2026' },
    { remoteAddress: `10.120.${Math.floor(accounts / 250)}.${accounts % 250}` },
  );
  if (scopes.join() !== 'user') await ctx.database.db.update(users).set({ scopes }).where(eq(users.id, token.user.id));
  return { id: token.user.id, mail, token: token.access_token };
}

/** An order written directly, as the checkout leaves it: reserved, or already paid with its intent. */
export async function insertOrder(
  ctx: TestContext,
  userId: number,
  values: { statut?: OrderStatus; intent?: string; total?: number; langue?: Locale } = {},
) {
  const total = values.total ?? 18_900;
  const [order] = await ctx.database.db
    .insert(commandes)
    .values({
      user_id: userId,
      panier_hash: randomUUID(),
      statut: values.statut ?? 'reservee',
      total_ht: Math.round(total / 1.2),
      total_ttc: total,
      intent: values.intent ?? null,
      ...(values.langue ? { langue: values.langue } : {}),
      expire: new Date(Date.now() + 30 * 60_000),
      ...(values.statut === 'payee' ? { payee: new Date(), numero: `OC-TEST-${randomBytes(4).toString('hex')}` } : {}),
    })
    .returning();
  return order!;
}

/** A simulated provider's intent in the given state, for an order or a link. */
export async function insertSimulatedIntent(
  ctx: TestContext,
  values: { amount: number; metadata: Record<string, string>; status?: 'requires_payment_method' | 'succeeded' },
) {
  const id = `pi_sim_${randomBytes(12).toString('hex')}`;
  await ctx.database.db.insert(simulatedIntents).values({
    id,
    client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
    amount: values.amount,
    metadata: values.metadata,
    status: values.status ?? 'requires_payment_method',
  });
  return id;
}

/** A reserved order with the simulated provider's intent for its total, as checkout leaves it before the card. */
export async function insertReservedOrder(
  ctx: TestContext,
  userId: number,
  values: { total?: number; langue?: Locale },
) {
  const order = await insertOrder(ctx, userId, values);
  const intent = await insertSimulatedIntent(ctx, {
    amount: order.total_ttc,
    metadata: { commande: String(order.id) },
  });
  await ctx.database.db.update(commandes).set({ intent }).where(eq(commandes.id, order.id));
  const [row] = await ctx.database.db.select().from(simulatedIntents).where(eq(simulatedIntents.id, intent));
  return { order, intent, clientSecret: row!.client_secret };
}

let payers = 0;

/** A reserved order paid with the simulated provider's test card, through the shop's own payment path. */
export async function insertPaidOrder(ctx: TestContext, userId: number, total = 21_000, langue?: Locale) {
  const {
    order,
    intent,
    clientSecret: client_secret,
  } = await insertReservedOrder(ctx, userId, {
    total,
    ...(langue ? { langue } : {}),
  });
  payers += 1;
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/simulated/confirm',
    payload: { client_secret, card: '4242424242424242' },
    remoteAddress: `10.141.${Math.floor(payers / 250)}.${payers % 250}`,
  });
  if (paid.json<{ status?: string }>().status !== 'succeeded') throw new Error(`payment answered ${paid.body}`);
  const [row] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
  return { order: row!, intent };
}

const signer = new Stripe('sk_test_signing_only');

/** Delivers a Stripe event to the webhook, signed with `secret`, from its own client address. */
export function deliverStripeEvent(ctx: TestContext, secret: string, event: Record<string, unknown>) {
  const payload = JSON.stringify({ object: 'event', ...event });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}
