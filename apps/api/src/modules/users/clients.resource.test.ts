import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpCustomer } from '../invoices/order-fixtures.ts';

describe('the clients resource (customer accounts)', () => {
  let ctx: TestContext;
  let admin = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const SECRETS = ['password_hash', 'google_sub', 'stripe_customer', 'argon2', 'tokens', 'digest'];

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = await signUpCustomer(ctx);
    await ctx.database.db
      .update(users)
      .set({ google_sub: 'google-subject-123', stripe_customer: 'cus_secret' })
      .where(eq(users.id, customer.userId));
  }, 60_000);
  afterAll(() => ctx.close());

  it('never answers a password hash, token, Stripe id or Google subject', async () => {
    const answers = [
      await call('GET', `/api/clients/paginator?q=${encodeURIComponent(customer.mail)}`),
      await call('GET', '/api/clients'),
      await call('GET', `/api/clients/${customer.userId}`),
      await call('PUT', `/api/clients/${customer.userId}`, { tel: '0600000000', version: 1 }),
      await call('POST', '/api/clients/editall', { ids: [customer.userId], datas: { langue: 'de' } }),
      await call('GET', `/api/audits/clients/${customer.userId}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      for (const secret of [...SECRETS, 'google-subject-123', 'cus_secret']) expect(answer.body).not.toContain(secret);
    }
    expect(answers[2]!.json().data).toMatchObject({ id: customer.userId, mail: customer.mail });
  });

  it('takes no scopes, mail or password from an edit, and is for admins only', async () => {
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, customer.userId));
    const edit = await call('PUT', `/api/clients/${customer.userId}`, {
      scopes: ['user', 'admin'],
      mail: 'pirate@exemple.fr',
      password_hash: 'x',
      version: before!.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(after).toMatchObject({ scopes: before!.scopes, mail: before!.mail });
    expect(after!.password_hash).toBe(before!.password_hash);
    expect((await call('GET', '/api/clients', undefined, customer.token)).statusCode).toBe(403);
    expect((await call('DELETE' as 'GET', `/api/clients/${customer.userId}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/clients', { prenom: 'A', nom: 'B' })).statusCode).toBe(404);
  });
});
