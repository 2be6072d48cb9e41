import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpCustomer } from '../invoices/order-fixtures.ts';

describe('staff finding a customer and changing their mail', () => {
  let ctx: TestContext;
  let admin = '';
  const call = (method: 'GET' | 'PUT', url: string, payload?: object, token = admin) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const found = async (q: string) =>
    (await call('GET', `/api/clients/paginator?q=${encodeURIComponent(q)}`))
      .json<{ datas: { id: number }[] }>()
      .datas.map((row) => row.id);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it('finds a customer by any part of the name, mail or phone, its wildcards taken literally', async () => {
    const customer = await signUpCustomer(ctx);
    await ctx.database.db
      .update(users)
      .set({ prenom: 'Marie-Hélène', nom: 'Dufresnoy', tel: '06 12 34 56 78' })
      .where(eq(users.id, customer.userId));

    expect(await found('hélène')).toEqual([customer.userId]);
    expect(await found('FRESNO')).toEqual([customer.userId]);
    expect(await found(customer.mail.slice(2, 9))).toContain(customer.userId);
    expect(await found('34 56')).toEqual([customer.userId]);
    expect(await found('0612345')).toEqual([customer.userId]);
    expect(await found('+33 6 12')).toEqual([]);
    expect(await found('Dufres%oy')).toEqual([]);
    expect(await found('_ufresnoy')).toEqual([]);
  });

  it('changes the mail, audited, the customer still signed in; refuses one another account holds', async () => {
    const customer = await signUpCustomer(ctx);
    const other = await signUpCustomer(ctx);

    const clash = await call('PUT', `/api/clients/${customer.userId}/mail`, { mail: ` ${other.mail.toUpperCase()} ` });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json()).toMatchObject({ code: 409, errors: { mail: [expect.any(String)] } });
    expect((await call('PUT', `/api/clients/${customer.userId}/mail`, { mail: 'pas-une-adresse' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', `/api/clients/${customer.userId}/mail`, { mail: 'x@exemple.fr' }, other.token)).statusCode,
    ).toBe(403);

    const changed = await call('PUT', `/api/clients/${customer.userId}/mail`, { mail: 'Nouvelle.Adresse@Exemple.fr' });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row).toMatchObject({ mail: 'nouvelle.adresse@exemple.fr', version: changed.json().data.version });
    const audit = (await call('GET', `/api/audits/clients/${customer.userId}`)).json();
    expect(JSON.stringify(audit)).toContain('nouvelle.adresse@exemple.fr');
    expect(JSON.stringify(audit)).toContain(customer.mail);
    const me = await ctx.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${customer.token}` } });
    expect(me.statusCode, me.body).toBe(200);
  });
});
