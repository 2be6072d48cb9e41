import { AdminOrderListSchema, OrderAnswerSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { queuedUnder } from '../../test/outbox.ts';

describe('back office orders: list and shipment', () => {
  let ctx: TestContext;
  let admin = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const ship = (id: number, payload: object = {}, token = admin) =>
    call('PUT', `/api/commandes/${id}/expedition`, token, payload);
  const shipmentMails = (id: number) => queuedUnder(ctx, `commande-expedition:${id}`);

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://boutique.example' } });
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = await signUpCustomer(ctx);
  });
  afterAll(() => ctx.close());

  it('lists sales newest first with their customer, and filters by status', async () => {
    const older = await insertPaidOrder(ctx.database.db, customer.userId, {
      created: new Date('2026-01-02T10:00:00Z'),
    });
    const newer = await insertPaidOrder(ctx.database.db, customer.userId, {
      created: new Date('2026-03-04T10:00:00Z'),
    });
    const reserved = await insertPaidOrder(ctx.database.db, customer.userId, {
      statut: 'reservee',
      numero: null,
      facture_numero: null,
    });
    const list = AdminOrderListSchema.parse((await call('GET', '/api/commandes', admin)).json());
    const ids = list.datas.map((order) => order.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(reserved.id);
    expect(list).toMatchObject({ page: 1, limit: 50 });
    expect(list.datas.find((order) => order.id === newer.id)).toMatchObject({
      numero: newer.numero,
      statut: 'payee',
      total_ttc: 24_690,
      facture: newer.facture_numero,
      client: { id: customer.userId, mail: customer.mail, prenom: 'Camille' },
    });

    const filtered = AdminOrderListSchema.parse((await call('GET', '/api/commandes?statut=reservee', admin)).json());
    expect(filtered.datas.map((order) => order.id)).toEqual([reserved.id]);
    expect(filtered.total).toBe(1);
    const empty = AdminOrderListSchema.parse((await call('GET', '/api/commandes?page=99', admin)).json());
    expect(empty.datas).toEqual([]);
    expect((await call('GET', '/api/commandes?statut=perdue', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/commandes', customer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/commandes')).statusCode).toBe(401);
  });

  it('ships a paid order once, with its tracking number, and mails the customer once', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId, { langue: 'en' });
    const response = await ship(order.id, { suivi: '  6A12345678901  ' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = OrderAnswerSchema.parse(response.json());
    expect(answer.data).toMatchObject({ hash: order.hash, statut: 'expediee', suivi: '6A12345678901' });
    expect(answer.data.expediee).not.toBeNull();

    const again = await ship(order.id, { suivi: 'AUTRE' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Seule une commande payée peut être marquée expédiée.',
      reason: 'order_not_paid',
    });
    const [row] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(row).toMatchObject({ statut: 'expediee', suivi: '6A12345678901' });

    const mails = await shipmentMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ destinataire: customer.mail, sujet: `Your order ${order.numero} is on its way` });
    expect(mails[0]!.texte).toContain('Tracking number: 6A12345678901');
    expect(mails[0]!.texte).toContain('Carrier: Colissimo suivi');
    expect(mails[0]!.texte).toContain(`https://boutique.example/en/mon-compte/commandes/${order.hash}`);
    expect(mails[0]!.html).toContain('6A12345678901');
  });

  it('ships without a tracking number, and refuses orders that are not paid', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    const response = await ship(order.id);
    expect(OrderAnswerSchema.parse(response.json()).data).toMatchObject({ statut: 'expediee', suivi: null });

    for (const statut of ['reservee', 'expiree', 'remboursee', 'a_verifier'] as const) {
      const other = await insertPaidOrder(ctx.database.db, customer.userId, { statut });
      expect((await ship(other.id)).statusCode, statut).toBe(409);
      expect(await shipmentMails(other.id)).toHaveLength(0);
    }
    expect((await ship(2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses a tracking number over 80 characters, and callers without the admin scope', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    const tooLong = await ship(order.id, { suivi: 'X'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.suivi).toBeDefined();
    expect((await ship(order.id, {}, customer.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/commandes/${order.id}/expedition`, undefined, {})).statusCode).toBe(401);
    expect((await ship(order.id, { suivi: 'X'.repeat(80) })).statusCode).toBe(200);
  });
});
