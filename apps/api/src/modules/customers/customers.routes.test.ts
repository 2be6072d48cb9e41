import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';

describe('the back office’s customer page', () => {
  let ctx: TestContext;
  let admin = '';
  let ambassador = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const resetMails = () =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.destinataire, customer.mail), like(outbox.cle, 'recovery:%')));

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    ambassador = (await signUpCustomer(ctx, ['user', 'ambassadeur'])).token;
    customer = await signUpCustomer(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

  it('shows the addresses, baskets and newsletter consent the other modules hold', async () => {
    const address = {
      prenom: 'Camille',
      nom: 'Martin',
      ligne1: '3 rue des Lilas',
      code_postal: '69001',
      ville: 'Lyon',
      livraison_defaut: true,
    };
    expect((await call(customer.token, 'POST', '/api/adresses', address)).statusCode).toBe(200);
    await ctx.database.db.insert(newsletters).values({
      mail: customer.mail,
      user_id: customer.userId,
      source: 'site',
      confirme: new Date('2026-02-01T10:00:00Z'),
    });
    const answer = await call(admin, 'GET', `/api/clients/${customer.userId}/fiche`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(data.adresses).toEqual([expect.objectContaining({ ville: 'Lyon', livraison_defaut: true })]);
    expect(data.paniers).toMatchObject({ nombre: expect.any(Number), articles: expect.any(Number) });
    expect(data.newsletter).toEqual([
      expect.objectContaining({
        mail: customer.mail,
        source: 'site',
        confirme: '2026-02-01T10:00:00.000Z',
        desinscrit: null,
      }),
    ]);
    expect((await call(admin, 'GET', '/api/clients/2000000000/fiche')).statusCode).toBe(404);
    expect((await call(ambassador, 'GET', `/api/clients/${customer.userId}/fiche`)).statusCode).toBe(403);
    expect((await call(customer.token, 'GET', `/api/clients/${customer.userId}/fiche`)).statusCode).toBe(403);
  });

  it('lists a customer’s orders through the commandes filter on the account', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    const other = await signUpCustomer(ctx);
    await insertPaidOrder(ctx.database.db, other.userId);
    const page = (await call(admin, 'GET', `/api/commandes/paginator?user=${customer.userId}`)).json();
    expect(page.datas.map((row: { hash: string }) => row.hash)).toEqual([order.hash]);
  });

  it('sends the password-reset mail for admins only, once per window, never showing a password', async () => {
    expect((await call(customer.token, 'POST', `/api/clients/${customer.userId}/reinitialisation`)).statusCode).toBe(
      403,
    );
    expect((await call(ambassador, 'POST', `/api/clients/${customer.userId}/reinitialisation`)).statusCode).toBe(403);
    expect(await resetMails()).toHaveLength(0);

    const sent = await call(admin, 'POST', `/api/clients/${customer.userId}/reinitialisation`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().message).toContain(customer.mail);
    expect(sent.body).not.toMatch(/password_hash|argon2/u);
    expect(await resetMails()).toHaveLength(1);

    const again = await call(admin, 'POST', `/api/clients/${customer.userId}/reinitialisation`);
    expect(again.statusCode).toBe(429);
    expect(await resetMails()).toHaveLength(1);
    expect((await call(admin, 'POST', '/api/clients/2000000000/reinitialisation')).statusCode).toBe(404);
  });
});
