import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_CALLS_PER_MINUTE } from '../../plugins/authentication.ts';
import { bearer } from '../../security/security-fixtures.ts';
import { signUpCustomer } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('API keys', () => {
  let ctx: TestContext;
  let owner: { id: number; mail: string; token: string };

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newKey = async (token: string, permissions: string[]) => {
    const created = await call(token, 'POST', '/api/cles-api', { nom: 'Logiciel d’entrepôt', permissions });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { data: { id: number; prefixe: string }; cle: string };
  };

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    owner = await signUpCustomer(ctx, ['user', 'admin']);
  }, 60_000);
  afterAll(() => ctx.close());

  it('shows a key once, lists it by its first characters, and lets it call only what it was given', async () => {
    const { cle, data } = await newKey(owner.token, ['stocks:lire']);
    expect(cle).toMatch(/^cle_[A-Za-z0-9_-]{43}$/u);
    expect(cle.startsWith(data.prefixe)).toBe(true);
    const listed = (await call(owner.token, 'GET', '/api/cles-api')).json() as { datas: object[] };
    expect(JSON.stringify(listed)).not.toContain(cle);
    expect(listed.datas[0]).toMatchObject({ nom: 'Logiciel d’entrepôt', permissions: ['stocks:lire'], revoquee: null });

    expect((await call(cle, 'GET', '/api/stocks')).statusCode).toBe(200);
    expect((await call(cle, 'GET', '/api/commandes')).json()).toMatchObject({
      reason: 'permission_missing',
      permission: 'commandes:lire',
    });
    // Never a session's own routes, whatever its creator may do there.
    expect((await call(cle, 'GET', '/api/sessions')).json()).toMatchObject({ reason: 'api_key_route_refused' });
    expect((await call(cle, 'GET', '/api/double-facteur')).json()).toMatchObject({ reason: 'api_key_route_refused' });
    expect((await call(cle, 'GET', '/api/health')).statusCode).toBe(200);
    const used = (await call(owner.token, 'GET', '/api/cles-api')).json() as {
      datas: { derniere_utilisation: string }[];
    };
    expect(used.datas[0]!.derniere_utilisation).not.toBeNull();

    expect((await call(owner.token, 'DELETE', `/api/cles-api/${data.id}`)).statusCode).toBe(200);
    expect((await call(cle, 'GET', '/api/stocks')).statusCode).toBe(401);
    expect((await call(owner.token, 'DELETE', `/api/cles-api/${data.id}`)).json()).toMatchObject({
      reason: 'api_key_not_found',
    });
  });

  it('never gives a key more than its creator, and narrows it with its creator’s role', async () => {
    const role = await call(owner.token, 'POST', '/api/roles', {
      nom: 'Intégrations',
      permissions: ['equipe:lire', 'equipe:ecrire', 'stocks:lire', 'stocks:ecrire'],
    });
    const { code } = (role.json() as { data: { code: string } }).data;
    const integrator = await signUpCustomer(ctx);
    await call(owner.token, 'PUT', '/api/equipe', { mail: integrator.mail, role: code });

    const beyond = await call(integrator.token, 'POST', '/api/cles-api', {
      nom: 'Compta',
      permissions: ['factures:lire'],
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toMatchObject({ reason: 'api_key_permission_exceeds', permission: 'factures:lire' });

    const { cle } = await newKey(integrator.token, ['stocks:lire']);
    expect((await call(cle, 'GET', '/api/stocks')).statusCode).toBe(200);
    await call(owner.token, 'PUT', `/api/roles/${code}`, { nom: 'Intégrations', permissions: ['equipe:lire'] });
    expect((await call(cle, 'GET', '/api/stocks')).json()).toMatchObject({ permission: 'stocks:lire' });
  });

  it('limits the calls a key makes in a minute', async () => {
    const { cle } = await newKey(owner.token, ['stocks:lire']);
    for (let index = 0; index < API_KEY_CALLS_PER_MINUTE; index += 1) {
      expect((await call(cle, 'GET', '/api/health')).statusCode).toBe(200);
    }
    const limited = await call(cle, 'GET', '/api/health');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
