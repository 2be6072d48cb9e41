import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adresses, avis, commandes, declinaisons, stripelinks, users } from '../db/schema/index.ts';
import { readSignUpToken } from '../test/sign-up.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import {
  bearer,
  customerWithEverything,
  fillRoute,
  nextClientAddress,
  registeredRoutes,
  signUp,
  signUpStaff,
  stockedVariant,
  type Customer,
} from './security-fixtures.ts';

/** Fields a client might add hoping to grant itself rights, money or goods. */
const EXTRAS: Record<string, unknown> = {
  scopes: ['user', 'admin'],
  role: 'admin',
  paid: true,
  paye: '2026-01-01T00:00:00.000Z',
  stock: 999_999,
  statut: 'payee',
  total_ttc: 1,
  montant: 1,
  ambassadeur: true,
  created_by: 1,
  intent: 'pi_chosen_by_client',
};

interface WriteCall {
  url: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Fields of EXTRAS that the route's contract does accept, so they are not sent as extras. */
  contract?: string[];
}

describe('extra fields on every write route', () => {
  let ctx: TestContext;
  let admin: { id: number; token: string };
  let customer: Customer;
  /** The account `userId` and `user_id` point at: nothing may land on it. */
  let target: { id: number };
  let variant: number;
  let variantProduct: number;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  const freshAccount = async () => {
    const suffix = randomBytes(4).toString('hex');
    return signUp(ctx, { prenom: 'Jeanne', nom: 'Champs', mail: `jeanne.champs.${suffix}@exemple.fr` });
  };
  const newMail = () => `nouveau.${randomBytes(4).toString('hex')}@exemple.fr`;
  const address = { prenom: 'Jeanne', nom: 'Champs', ligne1: '5 rue du Bac', code_postal: '75007', ville: 'Paris' };
  const linkBody = { montant: 2_500, prenom: 'Jeanne', nom: 'Champs', mail: 'jeanne@exemple.fr' };
  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

  /** The normal, valid call of each write route, made afresh for every send. */
  const validCalls: Record<string, () => Promise<WriteCall>> = {
    'POST /api/sign/up': async () => ({
      url: '/api/sign/up',
      body: { prenom: 'Jeanne', nom: 'Champs', mail: newMail(), password: 'champs-en-trop-2026' },
    }),
    // The account is made from the link: the extras sent with its sign-up must not reach it either.
    'POST /api/sign/up/confirm': async () => {
      const mail = newMail();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sign/up',
        payload: { ...EXTRAS, prenom: 'Jeanne', nom: 'Champs', mail, password: 'champs-en-trop-2026' },
        remoteAddress: nextClientAddress(),
      });
      return { url: '/api/sign/up/confirm', body: { token: await readSignUpToken(ctx.database.db, mail) } };
    },
    'POST /api/sign/in': async () => ({
      url: '/api/sign/in',
      body: { mail: customer.mail, password: customer.password },
    }),
    'POST /api/sign/out': async () => ({ url: '/api/sign/out', headers: bearer((await freshAccount()).token) }),
    'POST /api/sign/recovery': async () => ({ url: '/api/sign/recovery', body: { mail: customer.mail } }),
    'PUT /api/users/:id': async () => ({
      url: `/api/users/${customer.id}`,
      body: { prenom: 'Jeanne', newsletters: true },
      headers: bearer(customer.token),
      contract: ['montant'],
    }),
    'PUT /api/users/:id/password': async () => {
      const account = await freshAccount();
      return {
        url: `/api/users/${account.id}/password`,
        body: { current: account.password, password: 'un-nouveau-secret-2026' },
        headers: bearer(account.token),
      };
    },
    'DELETE /api/users/me': async () => {
      const account = await freshAccount();
      return { url: '/api/users/me', body: { password: account.password }, headers: bearer(account.token) };
    },
    'POST /api/users/salon': async () => ({
      url: '/api/users/salon',
      body: { prenom: 'Jeanne', nom: 'Salon', mail: newMail() },
      headers: bearer(admin.token),
    }),
    'POST /api/adresses': async () => ({ url: '/api/adresses', body: address, headers: bearer(customer.token) }),
    'PUT /api/adresses/:id': async () => ({
      url: `/api/adresses/${customer.addressId}`,
      body: address,
      headers: bearer(customer.token),
    }),
    'DELETE /api/adresses/:id': async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/adresses',
        payload: address,
        headers: bearer(customer.token),
      });
      return { url: `/api/adresses/${created.json().data.id}`, headers: bearer(customer.token) };
    },
    // The customer's paid order holds the variant: they may review its product, as themselves only.
    'POST /api/avis': async () => ({
      url: '/api/avis',
      body: { produit_id: variantProduct, note: 4, texte: 'Une crème douce, vraiment agréable.' },
      headers: bearer(customer.token),
    }),
    'POST /api/contact': async () => ({
      url: '/api/contact',
      body: { nom: 'Jeanne', mail: newMail(), message: 'Une question sur ma commande, merci.' },
    }),
    'POST /api/newsletters': async () => ({
      url: '/api/newsletters',
      body: { nom: 'Jeanne', mail: newMail(), legal: true },
    }),
    'POST /api/paniers/qtt': async () => ({
      url: '/api/paniers/qtt',
      body: { panier: customer.basket, declinaison: variant, qtt: 1 },
      headers: bearer(customer.token),
    }),
    'PUT /api/paniers/checkout/:cartId': async () => ({
      url: `/api/paniers/checkout/${customer.basket}`,
      body: { cgv: true },
      headers: bearer(customer.token),
    }),
    'PUT /api/commandes/:id/expedition': async () => ({
      url: `/api/commandes/${customer.paid.id}/expedition`,
      body: { suivi: 'COLIS-123' },
      headers: bearer(admin.token),
    }),
    'POST /api/admin/commandes/:hash/notes': async () => ({
      url: `/api/admin/commandes/${customer.paid.hash}/notes`,
      body: { texte: 'Colis préparé.' },
      headers: bearer(admin.token),
    }),
    'POST /api/payments/simulated/confirm': async () => ({
      // A declined card: whatever else the body says, the order stays unpaid.
      url: '/api/payments/simulated/confirm',
      body: { client_secret: customer.reserved.clientSecret, card: '4000000000000002' },
    }),
    'POST /api/payments/simulated/authenticate': async () => ({
      url: '/api/payments/simulated/authenticate',
      body: { client_secret: customer.reserved.clientSecret, approve: false },
    }),
    'POST /api/paiements/retour': async () => ({
      url: '/api/paiements/retour',
      body: { intent: intentOf(customer.reserved.clientSecret) },
      contract: ['intent'],
    }),
    'POST /api/stripelinks': async () => ({
      url: '/api/stripelinks',
      body: linkBody,
      headers: bearer(admin.token),
      contract: ['montant'],
    }),
    'PUT /api/stripelinks/:id': async () => ({
      url: `/api/stripelinks/${customer.link.id}`,
      body: linkBody,
      headers: bearer(admin.token),
      contract: ['montant'],
    }),
    'POST /api/stripelinks/notifier/:id/:channel': async () => ({
      url: `/api/stripelinks/notifier/${customer.link.id}/mail`,
      headers: bearer(admin.token),
    }),
  };

  /** Routes without an easy valid call get a plausible one, checked only for a clean refusal. */
  const minimalCall = (pattern: string): WriteCall => ({
    url: fillRoute(pattern, { id: 999_999, hash: randomUUID(), cartId: randomUUID(), channel: 'mail' }),
    headers: bearer(customer.token),
  });

  const withExtras = (call: WriteCall) => {
    const extras = Object.fromEntries(Object.entries(EXTRAS).filter(([key]) => !call.contract?.includes(key)));
    return { ...call.body, ...extras, userId: target.id, user_id: target.id };
  };
  const withConstructor = (call: WriteCall) =>
    JSON.stringify({ ...call.body, constructor: { prototype: { polluted: true } } });
  /** `__proto__` as a real JSON key, which an object literal cannot carry. */
  const withProtoKey = (call: WriteCall) =>
    JSON.stringify({ ...call.body, nested: { ok: true } })
      .replace(/^\{/u, '{"__proto__":{"polluted":true,"scopes":["admin"]},')
      .replace('"nested":{', '"nested":{"__proto__":{"polluted":true},');

  const snapshot = async () => {
    const { db } = ctx.database;
    return {
      scopes: await db.select({ id: users.id, scopes: users.scopes }).from(users).orderBy(asc(users.id)),
      paid: await db.select({ id: commandes.id }).from(commandes).where(isNotNull(commandes.payee)),
      stock: await db.select({ id: declinaisons.id, stock: declinaisons.stock }).from(declinaisons),
      links: await db.select({ id: stripelinks.id, paye: stripelinks.paye }).from(stripelinks),
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://boutique.example' } });
    variant = await stockedVariant(ctx);
    const [row] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variant));
    variantProduct = row!.produit_id;
    admin = await signUpStaff(ctx, ['user', 'admin']);
    customer = await customerWithEverything(ctx, 'C', { variant, adminToken: admin.token });
    target = await freshAccount();
  }, 60_000);
  afterAll(() => ctx.close());

  it('persists none of them, refuses `__proto__` keys cleanly and leaves Object.prototype alone', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    const writeRoutes = registeredRoutes(ctx.app).filter(({ method }) => method !== 'GET');
    expect(writeRoutes.length).toBeGreaterThan(20);
    for (const { method, url: pattern } of writeRoutes) {
      const key = `${method} ${pattern}`;
      const make = validCalls[key] ?? (async () => minimalCall(pattern));
      for (const send of ['extras', 'constructor', 'proto'] as const) {
        const call = await make();
        const payload = {
          extras: () => JSON.stringify(withExtras(call)),
          constructor: () => withConstructor(call),
          proto: () => withProtoKey(call),
        }[send]();
        const response = await ctx.app.inject({
          method,
          url: call.url,
          headers: { 'content-type': 'application/json', ...call.headers },
          payload,
          remoteAddress: nextClientAddress(),
        });
        const label = `${key} (${send}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
        // Without Stripe keys the webhook says it is not configured, which is not a failure.
        const unconfigured = key === 'POST /api/webhooks/stripe' && response.statusCode === 503;
        if (response.statusCode >= 500 && !unconfigured) failures.push(label);
        // The valid body, extras stripped, still goes through: the extras were ignored, not fatal.
        const expectedOk = key in validCalls && send === 'extras' && !key.includes('/simulated/');
        const isSuccess = response.statusCode >= 200 && response.statusCode < 300;
        if (expectedOk && !isSuccess) failures.push(`${label}: valid call refused`);
        // Poisoning keys are refused by the JSON parser before any handler sees them.
        const refused = response.statusCode >= 400 && response.statusCode < 500;
        if (send !== 'extras' && !refused && !unconfigured) failures.push(`${label}: poisoned body accepted`);
      }
    }
    expect(failures).toEqual([]);

    const after = await snapshot();
    // New accounts are plain customers; nobody else's rights moved.
    const granted = after.scopes.filter(
      ({ id, scopes }) => id !== admin.id && scopes.some((scope) => scope !== 'user'),
    );
    expect(granted).toEqual([]);
    const existing = new Set(before.scopes.map(({ id }) => id));
    expect(after.scopes.filter(({ id }) => existing.has(id))).toEqual(before.scopes);
    expect(after.paid).toEqual(before.paid);
    expect(after.stock).toEqual(before.stock);
    expect(after.links.every(({ paye }) => paye === null)).toBe(true);
    expect(await ctx.database.db.select().from(adresses).where(eq(adresses.user_id, target.id))).toEqual([]);
    expect(await ctx.database.db.select().from(avis).where(eq(avis.user_id, target.id))).toEqual([]);
    const reviews = await ctx.database.db.select().from(avis).where(eq(avis.user_id, customer.id));
    expect(reviews).toMatchObject([{ produit_id: variantProduct, statut: 'en_attente', moderateur_id: null }]);
    const [reserved] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, customer.reserved.id));
    expect(reserved).toMatchObject({ statut: 'reservee', payee: null, user_id: customer.id });
    const [link] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, customer.link.id));
    expect(link).toMatchObject({ created_by: admin.id, montant: linkBody.montant });
    expect(link!.intent).not.toBe('pi_chosen_by_client');

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  }, 60_000);
});
