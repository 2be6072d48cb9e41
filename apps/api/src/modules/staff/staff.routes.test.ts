import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../invoices/order-fixtures.ts';
import { bearer } from '../../security/security-fixtures.ts';
import { users } from '../../db/schema/index.ts';
import { insertOrder, insertSimulatedIntent, signUpCustomer } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('staff roles and permissions', () => {
  let ctx: TestContext;
  let owner: { id: number; mail: string; token: string };

  const as = (token: string) => ({
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) }),
  });
  /** A new account given this role by the owner: its session. */
  const member = async (role: string) => {
    const account = await signUpCustomer(ctx);
    const given = await as(owner.token).send('PUT', '/api/equipe', { mail: account.mail, role });
    expect(given.statusCode, given.body).toBe(200);
    return account;
  };

  beforeAll(async () => {
    // The seed's administrator is demoted: the owner is then the only one.
    ctx = await createTestApp();
    await ctx.database.db
      .update(users)
      .set({ scopes: ['user'] })
      .where(sql`'admin' = any(${users.scopes})`);
    owner = await signUpCustomer(ctx, ['user', 'admin']);
  }, 60_000);
  afterAll(() => ctx.close());

  it('lets logistics ship a parcel but neither refund nor export customers, and names what is missing', async () => {
    const logistics = await member('logistique');
    const customer = await signUpCustomer(ctx);
    const toShip = await insertPaidOrder(ctx.database.db, customer.id);
    const shipped = await as(logistics.token).send('PUT', `/api/commandes/${toShip.id}/expedition`, { suivi: '6A1' });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const intent = await insertSimulatedIntent(ctx, { amount: 18_900, metadata: {}, status: 'succeeded' });
    const paid = await insertOrder(ctx, customer.id, { statut: 'payee', intent });
    const refund = await as(logistics.token).send('POST', `/api/commandes/${paid.id}/remboursement`);
    expect(refund.statusCode).toBe(403);
    expect(refund.json()).toMatchObject({ reason: 'permission_missing', permission: 'remboursements:ecrire' });

    const exported = await as(logistics.token).get('/api/admin/abonnements.csv');
    expect(exported.json()).toMatchObject({ reason: 'permission_missing', permission: 'clients:exporter' });
    // The generated routes of a resource check its area too.
    expect((await as(logistics.token).get('/api/clients/paginator')).statusCode).toBe(403);
    expect((await as(logistics.token).get('/api/colis/paginator')).statusCode).toBe(200);

    expect((await as(logistics.token).get('/api/equipe/moi')).json()).toMatchObject({
      role: 'logistique',
      permissions: expect.arrayContaining(['expeditions:ecrire']),
    });
  });

  it('defines a role, gives it, narrows it at once, and keeps it while someone holds it', async () => {
    const created = await as(owner.token).send('POST', '/api/roles', {
      nom: `Conseil ${randomBytes(3).toString('hex')}`,
      permissions: ['commandes:lire', 'clients:lire'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { code } = (created.json() as { data: { code: string } }).data;
    const adviser = await member(code);
    expect((await as(adviser.token).get('/api/commandes')).statusCode).toBe(200);

    const narrowed = await as(owner.token).send('PUT', `/api/roles/${code}`, {
      nom: 'Conseil',
      permissions: ['clients:lire'],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect((await as(adviser.token).get('/api/commandes')).json()).toMatchObject({ permission: 'commandes:lire' });

    expect((await as(owner.token).send('DELETE', `/api/roles/${code}`)).json()).toMatchObject({
      reason: 'role_in_use',
    });
    const team = await as(owner.token).send('PUT', '/api/equipe', { mail: adviser.mail, role: null });
    expect((team.json() as { datas: { id: number }[] }).datas.map((entry) => entry.id)).not.toContain(adviser.id);
    expect((await as(adviser.token).get('/api/clients/paginator')).statusCode).toBe(403);
    expect((await as(owner.token).send('DELETE', `/api/roles/${code}`)).statusCode).toBe(200);

    const roles = (await as(owner.token).get('/api/roles')).json() as { datas: { code: string; integre: boolean }[] };
    expect(roles.datas.filter((role) => role.integre).map((role) => role.code)).toEqual([
      'administrateur',
      'logistique',
      'service_client',
      'marketing',
      'traducteur',
      'comptable',
      'ambassadeur',
    ]);
    expect(
      (await as(owner.token).send('PUT', '/api/roles/logistique', { nom: 'X', permissions: [] })).json(),
    ).toMatchObject({
      reason: 'role_built_in',
    });
    const unknown = await as(owner.token).send('POST', '/api/roles', {
      nom: 'Inconnue',
      permissions: ['caisse:vider'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('makes an ambassador through the role, with their own links only', async () => {
    const ambassador = await member('ambassadeur');
    const access = (await as(ambassador.token).get('/api/equipe/moi')).json() as {
      role: string;
      permissions: string[];
    };
    expect(access.role).toBe('ambassadeur');
    expect((await as(ambassador.token).get('/api/stripelinks/links')).statusCode).toBe(200);
    expect((await as(ambassador.token).get('/api/commandes')).statusCode).toBe(403);
  });

  it('never changes one’s own role and always keeps an administrator, even when two demote each other', async () => {
    const own = await as(owner.token).send('PUT', '/api/equipe', { mail: owner.mail, role: 'logistique' });
    expect(own.json()).toMatchObject({ reason: 'role_own_account' });

    // The owner and a second administrator are the only ones; each demotes the other at once.
    const second = await member('administrateur');
    const answers = await Promise.all([
      as(owner.token).send('PUT', '/api/equipe', { mail: second.mail, role: 'comptable' }),
      as(second.token).send('PUT', '/api/equipe', { mail: owner.mail, role: 'comptable' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      reason: 'role_last_administrator',
    });
  });
});
