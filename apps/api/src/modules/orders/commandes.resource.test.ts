import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { queuedUnder } from '../../test/outbox.ts';

describe('the commandes resource’s own rules', () => {
  let ctx: TestContext;
  let admin = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
  const shipmentMails = (id: number) => queuedUnder(ctx, `commande-expedition:${id}`);

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://boutique.example' } });
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = await signUpCustomer(ctx);
  }, 60_000);
  afterAll(() => ctx.close());

  it('ships paid orders in bulk, stamping the date and mailing each customer once', async () => {
    const [a, b] = [
      await insertPaidOrder(ctx.database.db, customer.userId),
      await insertPaidOrder(ctx.database.db, customer.userId),
    ];
    const refunded = await insertPaidOrder(ctx.database.db, customer.userId, { statut: 'remboursee' });
    const response = await call('POST', '/api/commandes/editall', {
      ids: [a.hash, refunded.hash, b.hash],
      datas: { statut: 'expediee' },
    });
    expect(response.json().results).toEqual([
      { id: a.hash, done: true },
      { id: refunded.hash, done: false, message: 'Une commande remboursée ne se modifie plus.' },
      { id: b.hash, done: true },
    ]);
    for (const order of [a, b]) {
      const [row] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
      expect(row).toMatchObject({ statut: 'expediee', version: 2 });
      expect(row!.expediee).not.toBeNull();
      expect(await shipmentMails(order.id)).toHaveLength(1);
    }
    // Back to paid and shipped again: still one mail.
    await call('POST', '/api/commandes/editall', { ids: [a.hash], datas: { statut: 'payee' } });
    await call('POST', '/api/commandes/editall', { ids: [a.hash], datas: { statut: 'expediee' } });
    expect(await shipmentMails(a.id)).toHaveLength(1);
  });

  it('refuses status changes that move money, and edits of unpaid orders', async () => {
    const paid = await insertPaidOrder(ctx.database.db, customer.userId);
    const refund = await call('PUT', `/api/commandes/${paid.hash}`, { statut: 'remboursee', version: 1 });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({
      message: 'Un remboursement passe par le bouton « Rembourser ».',
      reason: 'order_frozen',
    });
    const reserved = await insertPaidOrder(ctx.database.db, customer.userId, { statut: 'reservee' });
    const edit = await call('PUT', `/api/commandes/${reserved.hash}`, { note: 'à voir', version: 1 });
    expect(edit.statusCode).toBe(409);
    // A note and a tracking number may change on a paid order; its amount is not an input.
    const noted = await call('PUT', `/api/commandes/${paid.hash}`, {
      note: 'Client prévenu',
      suivi: '6A1',
      total_ttc: 1,
      version: 1,
    });
    expect(noted.json().data).toMatchObject({ note: 'Client prévenu', suivi: '6A1', total_ttc: 24_690, version: 2 });
  });

  it('filters by customer, amount in euros, shop day and test flag, newest first by default', async () => {
    const other = await signUpCustomer(ctx);
    const early = await insertPaidOrder(ctx.database.db, other.userId, {
      created: new Date('2026-05-02T21:30:00Z'),
      total_ttc: 12_345,
    });
    const late = await insertPaidOrder(ctx.database.db, other.userId, {
      created: new Date('2026-05-02T22:30:00Z'),
      total_ttc: 12_345,
      test: true,
    });
    const page = async (query: string) =>
      (await call('GET', `/api/commandes/paginator?${query}`)).json().datas.map((row: { hash: string }) => row.hash);
    const client = encodeURIComponent(other.mail);
    expect(await page(`client=${client}`)).toEqual([late.hash, early.hash]);
    // 22:30 UTC on 2 May is 00:30 on 3 May in Paris.
    expect(await page(`client=${client}&du=2026-05-02&au=2026-05-02`)).toEqual([early.hash]);
    expect(await page(`client=${client}&du=2026-05-03`)).toEqual([late.hash]);
    expect(await page(`client=${client}&test=true`)).toEqual([late.hash]);
    expect(await page(`montant_min=123.45&montant_max=123.45&statut=encaissees`)).toEqual([late.hash, early.hash]);
    expect(await page(`montant_min=123.46&client=${client}`)).toEqual([]);
    const [first] = (await call('GET', `/api/commandes/paginator?client=${client}`)).json().datas;
    expect(first.client).toEqual({ prenom: 'Camille', nom: expect.any(String), mail: other.mail });
    expect((await call('GET', '/api/commandes/paginator?statut=perdue')).statusCode).toBe(400);
  });
});
