import { AdminSearchAnswerSchema, commandesResource, adminPageEnvelope } from '@boutique/domain';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avoirs, produits, stripelinks, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';

/** Finding an order by any of its numbers: the orders list's search and the back office's search box. */
describe('back office search', () => {
  let ctx: TestContext;
  let admin = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let order: Awaited<ReturnType<typeof insertPaidOrder>>;
  let other: Awaited<ReturnType<typeof insertPaidOrder>>;
  const thisYear = new Date().getUTCFullYear();
  const get = (url: string, token = admin) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const listed = async (q: string) => {
    const response = await get(`/api/commandes/paginator?page=1&limit=25&q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return adminPageEnvelope(commandesResource.row)
      .parse(response.json())
      .datas.map((row) => row.hash);
  };
  const searched = async (q: string) => {
    const response = await get(`/api/admin/recherche?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return AdminSearchAnswerSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = await signUpCustomer(ctx);
    const buyer = await signUpCustomer(ctx);
    await ctx.database.db.update(users).set({ tel: '06 12 34 56 78' }).where(eq(users.id, customer.userId));
    order = await insertPaidOrder(ctx.database.db, customer.userId, {
      numero: `OC-${thisYear}-000001`,
      facture_numero: `F-${thisYear}-000417`,
    });
    other = await insertPaidOrder(ctx.database.db, buyer.userId, {
      numero: `OC-${thisYear - 1}-000002`,
      facture_numero: `F-${thisYear - 1}-000418`,
    });
    await ctx.database.db.insert(avoirs).values({
      numero: `AV-${thisYear}-000009`,
      commande_id: other.id,
      total_ht: 20_575,
      total_ttc: 24_690,
      tva: [],
    });
  });
  afterAll(() => ctx.close());

  it('finds an order in the list by its number, whole or its sequence alone', async () => {
    expect(await listed(`OC-${thisYear}-000001`)).toEqual([order.hash]);
    expect(await listed(`oc-${thisYear}-000001`)).toEqual([order.hash]);
    expect(await listed('000001')).toEqual([order.hash]);
    expect(await listed('2')).toEqual([other.hash]);
  });

  it('finds an order in the list by its invoice or credit-note number', async () => {
    expect(await listed(`F-${thisYear}-000417`)).toEqual([order.hash]);
    expect(await listed(`F-${thisYear - 1}-000418`)).toEqual([other.hash]);
    expect(await listed(`AV-${thisYear}-000009`)).toEqual([other.hash]);
    expect(await listed(`AV-${thisYear}-000010`)).toEqual([]);
  });

  it('finds an order in the list by its customer’s mail, name or phone', async () => {
    expect(await listed(customer.mail)).toEqual([order.hash]);
    expect(await listed('06 12 34')).toEqual([order.hash]);
    expect(await listed('07 99 99 99')).toEqual([]);
  });

  it('answers the search box with orders, customers, products and payment links', async () => {
    const slug = `serum-${randomBytes(4).toString('hex')}`;
    const [product] = await ctx.database.db.insert(produits).values({ slug, label: 'Sérum Caviar Nuit' }).returning();
    const [link] = await ctx.database.db
      .insert(stripelinks)
      .values({ hash: randomBytes(16).toString('base64url'), montant: 4_500, mail: customer.mail, nom: 'Client' })
      .returning();

    const byNumber = await searched(`F-${thisYear}-000417`);
    expect(byNumber.commandes).toEqual([
      expect.objectContaining({ hash: order.hash, numero: order.numero, statut: 'payee', total_ttc: 24_690 }),
    ]);
    expect(byNumber.clients).toEqual([]);

    const byMail = await searched(customer.mail);
    expect(byMail.commandes.map((found) => found.hash)).toEqual([order.hash]);
    expect(byMail.clients).toEqual([expect.objectContaining({ id: customer.userId, mail: customer.mail })]);
    expect(byMail.liens).toEqual([expect.objectContaining({ id: link!.id, montant: 4_500 })]);

    expect((await searched('caviar nuit')).produits).toEqual([{ id: product!.id, label: 'Sérum Caviar Nuit' }]);
    expect((await searched('06 12 34 56')).clients.map((found) => found.id)).toEqual([customer.userId]);
  });

  it('keeps the search to admins, and refuses an empty or oversized text', async () => {
    expect((await get('/api/admin/recherche?q=camille', customer.token)).statusCode).toBe(403);
    expect((await get('/api/admin/recherche?q=camille', '')).statusCode).toBe(401);
    expect((await get('/api/admin/recherche?q=%20')).statusCode).toBe(400);
    expect((await get(`/api/admin/recherche?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
