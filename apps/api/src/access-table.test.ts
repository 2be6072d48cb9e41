import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, isStaffAccess } from './access-table.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';
import { signUpThroughMail } from './test/sign-up.ts';

/** A plausible URL for a route pattern, so the call reaches the access check. */
const concreteUrl = (pattern: string, userId: number) =>
  pattern
    .replace(':id', String(userId))
    .replace(':hash', randomUUID())
    .replace(':cartId', randomUUID())
    .replace(':file', 'fr.json')
    .replace(':kind', 'default')
    .replace(':channel', 'mail');

/** Routes after which the calling session may be over. */
const ENDS_SESSION = new Set(['POST /api/sign/out', 'DELETE /api/sessions/:id']);

describe('the route × role access table', () => {
  let ctx: TestContext;
  let session: { token: string; userId: number };
  const routes = () =>
    [
      ...new Set(
        ctx.app.routeList.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`),
      ),
    ].filter((route) => !/ \/(assets|icons)\//u.test(route));

  /** A fresh customer session (one test signs out, revoking its token). */
  const signIn = async () => {
    const mail = `anne.table.${(sessions += 1)}@exemple.fr`;
    const result = await signUpThroughMail(
      ctx,
      { prenom: 'Anne', nom: 'Table', mail, password: 'table-des-acces-2026' },
      { remoteAddress: `10.60.${sessions}.1` },
    );
    return { token: result.token.access_token, userId: result.token.user.id };
  };
  let sessions = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  beforeEach(async () => {
    session = await signIn();
  });
  afterAll(() => ctx.close());

  it('lists every route, and no route that does not exist', () => {
    const registered = routes();
    expect(registered.filter((route) => !(route in ACCESS_TABLE))).toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('refuses signed-in routes to anonymous callers with 401, and lets the customer through', async () => {
    const userRoutes = Object.entries(ACCESS_TABLE).filter(([, access]) => access === 'user');
    for (const [route] of userRoutes) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const url = concreteUrl(pattern, session.userId);
      const anonymous = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, route).toBe(401);
      const signedIn = await ctx.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect([401, 403], route).not.toContain(signedIn.statusCode);
      // Signing out, or out of a device (the id may be this session's), ends the session.
      if (ENDS_SESSION.has(route)) session = await signIn();
    }
  });

  it('keeps staff routes from anonymous callers (401) and from customers (403)', async () => {
    for (const [route, access] of Object.entries(ACCESS_TABLE)) {
      if (!isStaffAccess(access)) continue;
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = concreteUrl(pattern, session.userId);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await ctx.app.inject({ method, url, payload })).statusCode, route).toBe(401);
      const asCustomer = await ctx.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(asCustomer.statusCode, route).toBe(403);
    }
  });

  it('serves public routes without a session', async () => {
    for (const [route, access] of Object.entries(ACCESS_TABLE)) {
      if (access !== 'public' || !route.startsWith('GET ')) continue;
      const response = await ctx.app.inject(concreteUrl(route.slice(4), session.userId));
      expect([401, 403], route).not.toContain(response.statusCode);
    }
  });
});
