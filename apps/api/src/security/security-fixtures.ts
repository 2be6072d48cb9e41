import { randomBytes, randomUUID } from 'node:crypto';
import { BasketIntentSchema, InvoiceLinkAnswerSchema, PaymentLinkSchema } from '@boutique/domain';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adresses,
  commandes,
  declinaisons,
  paniers,
  paniersDeclinaisons,
  stripelinks,
  tokens,
  users,
} from '../db/schema/index.ts';
import type { TestContext } from '../test/test-app.ts';
import { signUpThroughMail } from '../test/sign-up.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Route {
  method: Method;
  url: string;
}

/** Every route the API registers, as the access table lists them (no HEAD twins, no static files). */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const { method, url } of app.routeList) {
    const key = `${method} ${url}`;
    if (method === 'HEAD' || /^\/(assets|icons)\//u.test(url) || seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: method as Method, url });
  }
  return routes;
}

/** The parameter names of a route pattern (`/a/:id/:file` → ['id', 'file']). */
export const routeParams = (pattern: string) => [...pattern.matchAll(/:(\w+)/gu)].map((match) => match[1]!);

/** Percent-encodes any string, lone surrogates included (as U+FFFD), where encodeURIComponent throws. */
export const percentEncode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/u.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** A route pattern with its parameters replaced, each value URL-encoded. */
export const fillRoute = (pattern: string, values: Record<string, string | number>) =>
  pattern.replace(/:(\w+)/gu, (_, name: string) => percentEncode(String(values[name] ?? 'x')));

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let clients = 0;
/** A client address of its own for each call that is rate limited per address. */
export const nextClientAddress = () => {
  clients += 1;
  return `10.${200 + (clients % 50)}.${Math.floor(clients / 250) % 250}.${clients % 250}`;
};

/** A variant with plenty of stock, to buy from without running out. */
export async function stockedVariant(ctx: TestContext) {
  const [variant] = await ctx.database.db.select().from(declinaisons).where(isNotNull(declinaisons.stock)).limit(1);
  await ctx.database.db.update(declinaisons).set({ stock: 100_000 }).where(eq(declinaisons.id, variant!.id));
  return variant!.id;
}

export async function signUp(ctx: TestContext, who: { prenom: string; nom: string; mail: string }) {
  const password = 'securite-des-acces-2026';
  const { token } = await signUpThroughMail(
    ctx,
    { ...who, password, tel: '+33611223344' },
    { remoteAddress: nextClientAddress() },
  );
  return { id: token.user.id, token: token.access_token, password };
}

/** A staff account with the given scopes. */
export async function signUpStaff(ctx: TestContext, scopes: string[]) {
  const suffix = randomBytes(3).toString('hex');
  const account = await signUp(ctx, { prenom: 'Équipe', nom: 'Boutique', mail: `equipe.${suffix}@exemple.fr` });
  await ctx.database.db.update(users).set({ scopes }).where(eq(users.id, account.id));
  return account;
}

/** Everything one customer owns, with the values that identify them in an answer. */
export interface Customer {
  id: number;
  token: string;
  password: string;
  mail: string;
  prenom: string;
  nom: string;
  ligne1: string;
  addressId: number;
  /** A basket still holding a line. */
  basket: string;
  reserved: { hash: string; id: number; basket: string; clientSecret: string };
  paid: { hash: string; id: number; basket: string; clientSecret: string; numero: string };
  /** The signed invoice link of the paid order, as `?expires=…&signature=…`. */
  invoiceQuery: string;
  link: { id: number; hash: string };
}

/**
 * A customer with an address, a basket with a line, a reserved and a paid order, an invoice link
 * and a payment link made out to them by an admin: all the objects another customer could aim at.
 */
export async function customerWithEverything(
  ctx: TestContext,
  label: string,
  options: { variant: number; adminToken: string },
): Promise<Customer> {
  const suffix = randomBytes(4).toString('hex');
  const who = {
    prenom: `Prénom${label}${suffix}`,
    nom: `Nom${label}${suffix}`,
    mail: `client.${label.toLowerCase()}.${suffix}@exemple.fr`,
  };
  const account = await signUp(ctx, who);
  const headers = bearer(account.token);
  const ligne1 = `${label}${suffix} rue des Secrets`;
  const address = await ctx.app.inject({
    method: 'POST',
    url: '/api/adresses',
    payload: { prenom: who.prenom, nom: who.nom, ligne1, code_postal: '75007', ville: 'Paris', pays: 'FR' },
    headers,
  });
  const addressId = address.json().data.id as number;

  const fill = async () => {
    const basket = randomUUID();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: { panier: basket, declinaison: options.variant, qtt: 1 },
      headers,
    });
    if (added.statusCode !== 200) throw new Error(added.body);
    return basket;
  };
  const order = async () => {
    const basket = await fill();
    await ctx.app.inject({ method: 'PUT', url: `/api/paniers/checkout/${basket}`, payload: { cgv: true }, headers });
    const intent = BasketIntentSchema.parse(
      (await ctx.app.inject({ url: `/api/paniers/stripeintent/${basket}`, headers })).json(),
    );
    const [row] = await ctx.database.db.select().from(commandes).where(eq(commandes.hash, intent.commande));
    return { hash: intent.commande, id: row!.id, basket, clientSecret: intent.client_secret };
  };

  const paidOrder = await order();
  const payment = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/simulated/confirm',
    payload: { client_secret: paidOrder.clientSecret, card: '4242424242424242' },
    remoteAddress: nextClientAddress(),
  });
  if (payment.statusCode !== 200) throw new Error(payment.body);
  const [paidRow] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, paidOrder.id));
  const reserved = await order();
  const basket = await fill();

  const invoice = InvoiceLinkAnswerSchema.parse(
    (await ctx.app.inject({ url: `/api/commandes/${paidOrder.hash}/facture`, headers })).json(),
  );
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/stripelinks',
    payload: { montant: 4_900, prenom: who.prenom, nom: who.nom, mail: who.mail, tel: '+33611223344' },
    headers: bearer(options.adminToken),
  });
  const link = PaymentLinkSchema.parse(created.json().data);
  // The customer opens the page once: its payment intent exists from then on.
  await ctx.app.inject({ url: `/api/stripelinks/intent/${link.hash}` });
  return {
    ...account,
    ...who,
    ligne1,
    addressId,
    basket,
    reserved,
    paid: { ...paidOrder, numero: paidRow!.numero! },
    invoiceQuery: new URL(invoice.url, 'https://boutique.example').search,
    link: { id: link.id, hash: link.hash },
  };
}

/** Every row that belongs to the customer, to compare before and after an attack. */
export async function customerRows(ctx: TestContext, customer: Customer) {
  const { db } = ctx.database;
  const baskets = await db.select().from(paniers).where(eq(paniers.user_id, customer.id));
  return {
    user: await db.select().from(users).where(eq(users.id, customer.id)),
    addresses: await db.select().from(adresses).where(eq(adresses.user_id, customer.id)),
    baskets,
    lines: baskets.length
      ? await db
          .select()
          .from(paniersDeclinaisons)
          .where(
            inArray(
              paniersDeclinaisons.panier_id,
              baskets.map((basket) => basket.id),
            ),
          )
      : [],
    orders: await db.select().from(commandes).where(eq(commandes.user_id, customer.id)),
    tokens: await db.select().from(tokens).where(eq(tokens.user_id, customer.id)),
    link: await db.select().from(stripelinks).where(eq(stripelinks.id, customer.link.id)),
  };
}
