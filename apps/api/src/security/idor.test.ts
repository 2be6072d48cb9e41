import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import {
  bearer,
  customerRows,
  customerWithEverything,
  fillRoute,
  nextClientAddress,
  registeredRoutes,
  routeParams,
  signUpStaff,
  stockedVariant,
  type Customer,
  type Method,
} from './security-fixtures.ts';
import { answerOf } from '../test/answer.ts';

interface Attempt {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: object;
  /** The route pattern, for the rules of routes that are public by hash. */
  route: string;
}

/** Routes about the caller's own account: tried only without B's session, so B never harms B. */
const OWN_ACCOUNT_ROUTES = [
  'GET /api/users/me',
  'GET /api/users/me/export',
  'DELETE /api/users/me',
  'GET /api/adresses/me',
  'GET /api/paniers/byMe',
  'GET /api/commandes/me',
  'POST /api/sign/out',
];

describe('customer B trying every object route with customer A’s ids, hashes and tokens', () => {
  let ctx: TestContext;
  let a: Customer;
  let b: Customer;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://boutique.example' } });
    const variant = await stockedVariant(ctx);
    const admin = await signUpStaff(ctx, ['user', 'admin']);
    a = await customerWithEverything(ctx, 'A', { variant, adminToken: admin.token });
    b = await customerWithEverything(ctx, 'B', { variant, adminToken: admin.token });
  }, 60_000);
  afterAll(() => ctx.close());

  /** What would show that an answer is about A: every value naming A or one of A's objects. */
  const identifying = () => [
    a.mail,
    a.prenom,
    a.nom,
    a.ligne1,
    a.token,
    a.basket,
    a.reserved.hash,
    a.reserved.basket,
    a.reserved.clientSecret,
    a.paid.hash,
    a.paid.basket,
    a.paid.clientSecret,
    a.paid.numero,
    a.link.hash,
  ];

  /** A's ids of the route's own kind, written every way a number parser would still read as them. */
  const idsFor = (route: string) => {
    const ids = route.startsWith('/api/users/')
      ? [a.id]
      : route.startsWith('/api/adresses/')
        ? [a.addressId]
        : route.startsWith('/api/commandes/')
          ? [a.reserved.id, a.paid.id]
          : route.startsWith('/api/stripelinks/')
            ? [a.link.id]
            : [a.id, a.addressId, a.reserved.id, a.paid.id, a.link.id];
    return ids.flatMap((id) => [String(id), `0${id}`, `${id}.0`, `+${id}`, `${id}e0`, ` ${id}`]);
  };
  const hashes = () => {
    const all = [a.basket, a.reserved.hash, a.reserved.basket, a.paid.hash, a.paid.basket, a.link.hash];
    return [...all, ...all.slice(0, 5).map((hash) => hash.toUpperCase())];
  };

  /** A value as A's own pages use it: an id as written, or a hash as issued. */
  const isPlain = (value: string | number) =>
    [a.id, a.addressId, a.reserved.id, a.paid.id, a.link.id].some((id) => String(id) === String(value)) ||
    [a.basket, a.reserved.hash, a.reserved.basket, a.paid.hash, a.paid.basket, a.link.hash].includes(String(value)) ||
    typeof value === 'number' ||
    !/^[\s+0]|\.0$|e0$|^[A-Z0-9-]{20,}$/u.test(String(value));

  /** A's values for each kind of route parameter. */
  const valuesFor = (route: string, param: string): (string | number)[] => {
    if (param === 'id') return idsFor(route);
    if (param === 'hash' || param === 'cartId') return hashes();
    if (param === 'channel') return ['mail', 'tel'];
    if (param === 'kind') return ['default'];
    if (param === 'file' && route.includes('/factures/')) return hashes().map((hash) => `${hash}.pdf`);
    if (param === 'file') return ['fr.json', `${a.paid.hash}.webp`];
    return hashes();
  };

  /**
   * A's values for the route's parameters, one parameter at a time (the others at their first
   * value): each of A's values is tried in each place. Every combination of two parameters of ~30
   * values each, times the header variants, would be thousands of tries per route for nothing more.
   */
  const fillings = (route: string): Record<string, string | number>[] => {
    const params = routeParams(route);
    const first = Object.fromEntries(params.map((param) => [param, valuesFor(route, param)[0]!]));
    const seen = new Set<string>();
    return params.flatMap((param) =>
      valuesFor(route, param)
        .map((value) => ({ ...first, [param]: value }))
        .filter((filling) => !seen.has(JSON.stringify(filling)) && Boolean(seen.add(JSON.stringify(filling)))),
    );
  };

  /** A body the route would accept from its owner. */
  const plausibleBody = (method: Method, route: string): object | undefined => {
    if (method === 'GET' || method === 'DELETE') return undefined;
    const bodies: Record<string, object> = {
      '/api/users/:id': { prenom: 'Pirate', nom: 'Pirate', newsletters: true },
      '/api/users/:id/password': { current: b.password, password: 'un-autre-mot-de-passe-2026' },
      '/api/adresses/:id': {
        prenom: 'Pirate',
        nom: 'Pirate',
        ligne1: '1 rue Volée',
        code_postal: '75001',
        ville: 'Paris',
      },
      '/api/paniers/checkout/:cartId': { cgv: true, adresse_livraison: b.addressId, code: 'BIENVENUE10' },
      '/api/commandes/:id/expedition': { suivi: 'PIRATE-1' },
      '/api/stripelinks/:id': { montant: 1, mail: b.mail },
    };
    return bodies[route] ?? {};
  };

  /** Ways to present A's session without holding it as a bearer: none must authenticate. */
  const aToken = () => `token=${a.token}&access_token=${a.token}&auth=${a.token}`;
  const variants = (): { query: string; headers: Record<string, string> }[] => [
    { query: '', headers: bearer(b.token) },
    { query: aToken(), headers: bearer(b.token) },
    { query: '', headers: { ...bearer(b.token), cookie: `token=${a.token}; access_token=${a.token}` } },
    { query: aToken(), headers: {} },
    { query: '', headers: { 'x-access-token': a.token, 'x-auth-token': a.token, cookie: `token=${a.token}` } },
    { query: `userId=${a.id}&user_id=${a.id}&id=${a.id}`, headers: bearer(b.token) },
    { query: '', headers: { authorization: `bearer  ${a.token}`, 'x-forwarded-user': String(a.id) } },
    { query: '', headers: {} },
  ];

  const attempts = (): Attempt[] => {
    const list: Attempt[] = [];
    for (const { method, url: route } of registeredRoutes(ctx.app)) {
      const key = `${method} ${route}`;
      if (OWN_ACCOUNT_ROUTES.includes(key)) {
        const withoutSession = variants().filter((variant) => !variant.headers.authorization?.startsWith('Bearer'));
        for (const { query, headers } of withoutSession) {
          list.push({ method, route, url: `${route}?${query}`, headers });
        }
        // Read-only, so B's own session may ask too: the answer must be B's, not A's.
        if (method === 'GET') list.push({ method, route, url: `${route}?${aToken()}`, headers: bearer(b.token) });
        continue;
      }
      if (routeParams(route).length === 0) continue;
      // Audience ingestion is anonymous, answers no data, and holds a client past its limits for a
      // second (analytics-limits.test.ts): thousands of tries there would only measure that pause.
      if (route.startsWith('/od_')) continue;
      for (const filling of fillings(route)) {
        // The spellings of an id (`0id`, `id.0`…) are tried with B's session; the ways of smuggling
        // A's credentials (headers, query) with A's plain values.
        const tries = Object.values(filling).every(isPlain) ? variants() : variants().slice(0, 1);
        for (const { query, headers } of tries) {
          const url = `${fillRoute(route, filling)}${query ? `?${query}` : ''}`;
          list.push({ method, route, url, headers, payload: plausibleBody(method, route) });
        }
      }
    }
    // An invoice of A's opened with B's own valid signature, or a forged one.
    for (const hash of [a.paid.hash, a.reserved.hash]) {
      for (const query of [b.invoiceQuery, `?expires=${Date.now() + 60_000}&signature=${'A'.repeat(43)}`]) {
        list.push({
          method: 'GET',
          route: '/api/factures/:file',
          url: `/api/factures/${hash}.pdf${query}`,
          headers: {},
        });
      }
    }
    // Ids and hashes of A's carried in a body instead of a path.
    // (An order's hash names no basket: a basket B opens under that name is B's own, so only
    // A's basket hashes are tried here.)
    for (const panier of [a.basket, a.reserved.basket, a.paid.basket]) {
      for (const qtt of [1, -1, -99]) {
        for (const headers of [bearer(b.token), {}]) {
          list.push({
            method: 'POST',
            route: '/api/paniers/qtt',
            url: '/api/paniers/qtt',
            headers,
            payload: { panier, declinaison: 1, qtt },
          });
        }
      }
    }
    for (const id of [a.addressId, a.id, a.paid.id]) {
      for (const field of ['adresse_livraison', 'adresse_facturation']) {
        list.push({
          method: 'PUT',
          route: '/api/paniers/checkout/:cartId',
          url: `/api/paniers/checkout/${b.basket}`,
          headers: bearer(b.token),
          payload: { [field]: id },
        });
      }
    }
    return list;
  };

  /** Values the answer may legitimately hold: what B sent, and what a public-by-hash page shows. */
  const allowedIn = (attempt: Attempt) => {
    const sent = `${attempt.url} ${JSON.stringify(attempt.payload ?? {})}`;
    const allowed = identifying().filter((value) => sent.includes(value));
    if (attempt.route === '/api/stripelinks/intent/:hash' && attempt.url.includes(a.link.hash)) {
      // The public payment page is reached by the link's hash alone and greets its customer.
      allowed.push(a.mail, a.prenom, a.nom);
    }
    return allowed;
  };

  it('answers none of several thousand tries with A’s data, and leaves A’s rows as they were', async () => {
    const before = await customerRows(ctx, a);
    const ordersBefore = (await ctx.database.db.select({ n: count() }).from(commandes))[0]!.n;
    const list = attempts();
    expect(list.length).toBeGreaterThanOrEqual(900);
    console.info(`idor: ${list.length} tries by customer B on customer A's objects`);
    const breaches: string[] = [];
    for (const attempt of list) {
      const response = await ctx.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: attempt.headers,
        payload: attempt.payload,
        remoteAddress: nextClientAddress(),
      });
      const label = `${attempt.method} ${attempt.url} [${Object.keys(attempt.headers).join(',')}] → ${response.statusCode}`;
      if (response.statusCode >= 500) breaches.push(`${label}: server error`);
      const allowed = allowedIn(attempt);
      const leaked = identifying().filter((value) => !allowed.includes(value) && response.body.includes(value));
      if (leaked.length > 0) breaches.push(`${label}: shows ${leaked.join(', ')}`);
      if (response.statusCode >= 200 && response.statusCode < 300) {
        // Public by hash, or answering someone else's basket as an empty one.
        const publicByHash = [
          '/api/paniers/get/:hash',
          '/api/paniers/checkout/:cartId',
          '/api/stripelinks/intent/:hash',
          '/media/:kind/:id/:file',
        ];
        // Reviews are read by product, not by customer: the published ones are public, and
        // `/me` answers the caller's own review of that product.
        const byProduct = ['/api/avis/produit/:id', '/api/avis/produit/:id/me'];
        const ownRead =
          attempt.method === 'GET' &&
          (OWN_ACCOUNT_ROUTES.includes(`GET ${attempt.route}`) || byProduct.includes(attempt.route));
        const ownBasketChoice = attempt.url === `/api/paniers/checkout/${b.basket}`;
        const readOnly = attempt.method === 'GET' && publicByHash.includes(attempt.route);
        if (!readOnly && !ownRead && !ownBasketChoice && attempt.route !== '/api/translations/:file') {
          breaches.push(`${label}: accepted`);
        }
        // Someone else's basket reads as an empty one.
        if (attempt.route === '/api/paniers/get/:hash') expect(response.json().panier.count, label).toBe(0);
        if (readOnly && attempt.route === '/api/paniers/checkout/:cartId') {
          expect(response.json().panier.count, label).toBe(0);
        }
      }
    }
    expect(breaches).toEqual([]);
    expect(await customerRows(ctx, a)).toEqual(before);
    expect((await ctx.database.db.select({ n: count() }).from(commandes))[0]!.n).toBe(ordersBefore);
  }, 60_000);

  it('keeps A’s choices off B’s checkout when B names A’s address', async () => {
    const state = await ctx.app.inject({ url: `/api/paniers/checkout/${b.basket}`, headers: bearer(b.token) });
    expect(state.statusCode).toBe(200);
    expect(state.json().choix.adresse_livraison).not.toBe(a.addressId);
    expect(state.json().choix.adresse_facturation).not.toBe(a.addressId);
    expect(state.body).not.toContain(a.ligne1);
  });

  it('still serves A everything afterwards, with A’s session intact', async () => {
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(a.token) });
    expect(me.json().data.mail).toBe(a.mail);
    const order = await ctx.app.inject({ url: `/api/commandes/${a.paid.hash}`, headers: bearer(a.token) });
    expect(order.json().data.statut).toBe('payee');
    const basket = await ctx.app.inject({ url: `/api/paniers/get/${a.basket}`, headers: bearer(a.token) });
    expect(basket.json().panier.commandes_declinaisons).toHaveLength(1);
    const unknown = await ctx.app.inject({ url: `/api/commandes/${randomUUID()}`, headers: bearer(b.token) });
    const others = await ctx.app.inject({ url: `/api/commandes/${a.paid.hash}`, headers: bearer(b.token) });
    // Someone else's order answers exactly like one that does not exist.
    expect([others.statusCode, answerOf(others)]).toEqual([unknown.statusCode, answerOf(unknown)]);
  });
});
