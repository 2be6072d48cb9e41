import { randomBytes, randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { hostileBody, hostileHeaders, hostileParam, hostileQuery, hostileString } from './hostile-input.ts';
import {
  bearer,
  fillRoute,
  nextClientAddress,
  registeredRoutes,
  routeParams,
  signUp,
  signUpStaff,
  type Route,
} from './security-fixtures.ts';

/**
 * Generated requests per route: 20 in `npm test`, 60 in the quality bar's runs (`npm run
 * test:quality`, CI); raise it (FUZZ_RUNS=1000) for a longer hunt, and narrow it with FUZZ_ROUTES.
 * The faults it found (a NUL byte in stored text, an overlong path echoed back) are tried on every
 * run, whatever the count: by the field test below and by app.test.ts.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Comma-separated parts of "METHOD /path" to fuzz only some routes, e.g. "POST /api/sign/up,/api/paniers". */
const ONLY = process.env.FUZZ_ROUTES?.split(',').filter(Boolean) ?? [];
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * The heap after a full collection. The injection harness frees what each call held only once the
 * event loop turns, so a timer runs first: the figures then compare what the application keeps.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapUsed = async () => {
  await sleep(50);
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** A trace of the server's own code: a stack frame, a source file, a dependency path. */
const STACK_TRACE = /^\s+at .+[(:]\d+|\.ts:\d+|node_modules|\bat (?:async )?[\w.<>]+ \(/mu;

const request = (route: Route) =>
  fc.record({
    params: fc.array(hostileParam, {
      minLength: routeParams(route.url).length,
      maxLength: routeParams(route.url).length,
    }),
    query: hostileQuery,
    headers: hostileHeaders,
    body: hostileBody,
    signedIn: fc.boolean(),
  });

/** What is wrong with an answer, if anything. */
function problem(route: Route, response: LightMyRequestResponse): string | null {
  const { statusCode, body } = response;
  // Without Stripe keys the webhook says it is not configured: expected in tests.
  const unconfigured = route.url === '/api/webhooks/stripe' && statusCode === 503;
  if (statusCode >= 500 && !unconfigured) return `status ${statusCode}`;
  const text = /^(text|application\/(json|xml))/u.test(String(response.headers['content-type'] ?? '')) ? body : '';
  if (STACK_TRACE.test(text)) return 'stack trace in the answer';
  if (statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    return 'error answer is not JSON';
  }
  const envelope = parsed as { code?: unknown; message?: unknown };
  if (envelope.code !== statusCode || typeof envelope.message !== 'string')
    return 'error answer is not { code, message }';
  return null;
}

describe(`generated hostile requests on every route (${RUNS} per route, seed ${SEED})`, () => {
  let ctx: TestContext;
  let token = '';

  const newSession = async () => {
    const suffix = randomBytes(4).toString('hex');
    token = (await signUp(ctx, { prenom: 'Fuzz', nom: 'Client', mail: `fuzz.${suffix}@exemple.fr` })).token;
  };
  const sessionAlive = async () =>
    (await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode === 200;

  beforeAll(async () => {
    ctx = await createTestApp();
    await newSession();
  }, 60_000);
  afterAll(() => ctx.close());

  it('never answers 5xx, never shows a stack trace, always answers errors as { code, message }', async () => {
    const routes = registeredRoutes(ctx.app).filter(
      (route) => ONLY.length === 0 || ONLY.some((part) => `${route.method} ${route.url}`.includes(part)),
    );
    expect(routes.length).toBeGreaterThan(0);
    const failures = new Map<string, string>();
    /** The generated requests, the same for a given seed each time they are asked for. */
    function* requests(): Generator<InjectOptions & { route: Route }> {
      for (const [index, route] of routes.entries()) {
        const names = routeParams(route.url);
        const withBody = route.method !== 'GET';
        for (const sample of fc.sample(request(route), { numRuns: RUNS, seed: SEED + index })) {
          const url = fillRoute(route.url, Object.fromEntries(names.map((name, at) => [name, sample.params[at]!])));
          yield {
            route,
            method: route.method,
            url: sample.query ? `${url}?${sample.query}` : url,
            headers: {
              ...(sample.signedIn ? bearer(token) : {}),
              ...sample.headers,
              ...(withBody ? { 'content-type': sample.body.contentType } : {}),
            },
            payload: withBody ? sample.body.payload : undefined,
            remoteAddress: nextClientAddress(),
          };
        }
      }
    }
    // Generating once first: the generators' own one-time allocations are not the application's.
    for (const generated of requests()) void generated;
    const heapBefore = await heapUsed();
    let sent = 0;
    let previous: Route | undefined;
    for (const { route, ...options } of requests()) {
      // Signing out, deleting the account or changing the password may have ended the session.
      if (route !== previous && previous && !(await sessionAlive())) await newSession();
      previous = route;
      const response = await ctx.app.inject(options);
      sent += 1;
      const found = problem(route, response);
      const key = `${route.method} ${route.url}: ${found}`;
      if (found && !failures.has(key)) {
        failures.set(
          key,
          `${response.statusCode} ${response.body.slice(0, 300)} ← ${String(options.url).slice(0, 200)}`,
        );
      }
    }
    const heapGrowth = (await heapUsed()) - heapBefore;
    console.info(
      `fuzz: ${sent} requests on ${routes.length} routes; heap after vs before ${Math.round(heapGrowth / 1_048_576)} MB`,
    );
    expect(Object.fromEntries(failures)).toEqual({});
    // Memory stable: whatever the inputs (100 KB strings among them), the application keeps nothing.
    expect(heapGrowth).toBeLessThan(16 * 1_048_576);
  }, 600_000);

  it('takes hostile text in each field of otherwise valid bodies without failing', async () => {
    const admin = await signUpStaff(ctx, ['user', 'admin']);
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) });
    const userId = (me.json() as { data: { id: number } }).data.id;
    const address = { prenom: 'Léa', nom: 'Texte', ligne1: '2 rue Cler', code_postal: '75007', ville: 'Paris' };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/adresses',
      payload: address,
      headers: bearer(token),
    });
    const addressId = (created.json() as { data: { id: number } }).data.id;
    /** A valid call per route that stores text, and the text fields to spoil one at a time. */
    const calls: {
      method: 'POST' | 'PUT';
      url: string;
      body: Record<string, unknown>;
      fields: string[];
      as?: string;
    }[] = [
      { method: 'POST', url: '/api/adresses', body: address, fields: ['prenom', 'nom', 'ligne1', 'ville', 'societe'] },
      { method: 'PUT', url: `/api/adresses/${addressId}`, body: address, fields: ['ligne2', 'code_postal'] },
      { method: 'PUT', url: `/api/users/${userId}`, body: { prenom: 'Léa' }, fields: ['prenom', 'nom', 'tel'] },
      {
        method: 'POST',
        url: '/api/contact',
        body: { nom: 'Léa', mail: 'lea@exemple.fr', message: 'Bonjour, une question.' },
        fields: ['nom', 'message', 'tel', 'commande'],
      },
      {
        method: 'POST',
        url: '/api/newsletters',
        body: { nom: 'Léa', mail: 'lea@exemple.fr', legal: true },
        fields: ['nom', 'prenom', 'source'],
      },
      { method: 'PUT', url: `/api/paniers/checkout/${randomUUID()}`, body: { cgv: true }, fields: ['code'] },
      {
        method: 'POST',
        url: '/api/stripelinks',
        body: { montant: 1_000 },
        fields: ['message', 'prenom', 'nom', 'tel'],
        as: admin.token,
      },
    ];
    const samples = fc.sample(hostileString, { numRuns: Math.max(8, Math.round(RUNS / 4)), seed: SEED });
    const texts = ['a\u0000b', ...samples];
    const failures: string[] = [];
    for (const call of calls) {
      for (const field of call.fields) {
        for (const text of texts) {
          const response = await ctx.app.inject({
            method: call.method,
            url: call.url,
            payload: { ...call.body, [field]: text },
            headers: bearer(call.as ?? token),
            remoteAddress: nextClientAddress(),
          });
          const found = problem({ method: call.method, url: call.url }, response);
          if (found)
            failures.push(`${call.method} ${call.url} ${field}=${JSON.stringify(text.slice(0, 40))}: ${found}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
