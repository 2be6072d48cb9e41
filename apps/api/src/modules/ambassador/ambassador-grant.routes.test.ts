import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remises, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpCustomer } from '../invoices/order-fixtures.ts';

describe('staff making someone an ambassador from the back office', () => {
  let ctx: TestContext;
  let admin = '';
  const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const account = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const setFlag = async (id: number, ambassadeur: boolean) => {
    const answer = await call('PUT', `/api/clients/${id}`, admin, {
      ambassadeur,
      version: (await account(id)).version,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: { scopes: string[]; ambassadeur: boolean } }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it('grants the scope with the flag and a referral code, so every ambassador route agrees', async () => {
    const customer = await signUpCustomer(ctx);
    expect((await call('GET', '/api/stripelinks/links', customer.token)).statusCode).toBe(403);

    const answered = await setFlag(customer.userId, true);

    expect(answered).toMatchObject({ ambassadeur: true, scopes: expect.arrayContaining(['user', 'ambassadeur']) });
    const codes = await ctx.database.db.select().from(remises).where(eq(remises.ambassadeur_id, customer.userId));
    expect(codes).toHaveLength(1);
    expect((await call('GET', '/api/stripelinks/links', customer.token)).statusCode).toBe(200);
    const area = await call('GET', '/api/ambassadeurs/me', customer.token);
    expect(area.statusCode, area.body).toBe(200);
    expect(area.json()).toMatchObject({ code_parrainage: codes[0]!.code });
    const file = await call('GET', `/api/clients/${customer.userId}/fiche`, admin);
    expect(file.json().data.codes_parrainage).toEqual([codes[0]!.code]);
    const audit = await call('GET', `/api/audits/clients/${customer.userId}`, admin);
    expect(JSON.stringify(audit.json())).toContain('ambassadeur');
  });

  it('takes the scope away with the flag, keeps the code, and makes no second code when granted again', async () => {
    const customer = await signUpCustomer(ctx);
    await setFlag(customer.userId, true);

    const removed = await setFlag(customer.userId, false);

    expect(removed.scopes).not.toContain('ambassadeur');
    expect(removed.scopes).toContain('user');
    expect((await call('GET', '/api/stripelinks/links', customer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/ambassadeurs/me', customer.token)).statusCode).toBe(403);

    const again = await setFlag(customer.userId, true);
    expect(again.scopes.filter((scope) => scope === 'ambassadeur')).toHaveLength(1);
    expect(
      await ctx.database.db.select().from(remises).where(eq(remises.ambassadeur_id, customer.userId)),
    ).toHaveLength(1);
  });

  it('refuses the ambassador area to a flag without the scope, as the payment links do', async () => {
    const customer = await signUpCustomer(ctx);
    await ctx.database.db.update(users).set({ ambassadeur: true }).where(eq(users.id, customer.userId));
    expect((await call('GET', '/api/ambassadeurs/me', customer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/stripelinks/links', customer.token)).statusCode).toBe(403);
  });
});
