import { colisResource, recordEnvelope } from '@boutique/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, declinaisons, outbox, transporteurs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, insertTwoLineOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { queuedUnder } from '../../test/outbox.ts';

const ParcelAnswer = recordEnvelope(colisResource.row);
const CreatedAnswer = recordEnvelope(colisResource.row, 201);

describe('parcels: an order split, shipped parcel by parcel', () => {
  let ctx: TestContext;
  let admin = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let variants: number[] = [];
  let tracked = 0;
  let untracked = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** A paid order of 2 units of the first variant and 1 of the second, in the given language. */
  const paidOrder = (langue: 'fr' | 'en' | 'de' = 'fr') => {
    return insertTwoLineOrder(ctx.database.db, customer.userId, variants[1]!, { langue });
  };
  const create = (hash: string, lignes: { declinaison_id: number; qtt: number }[], extra: object = {}) =>
    call('POST', '/api/colis', { commande_hash: hash, lignes, transporteur_id: tracked, ...extra });
  const update = async (id: number, change: object) => {
    const current = ParcelAnswer.parse((await call('GET', `/api/colis/${id}`)).json()).data;
    return call('PUT', `/api/colis/${id}`, { ...change, version: current.version });
  };
  const mailsOf = (parcelId: number) => queuedUnder(ctx, `colis-expedition:${parcelId}`);

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://boutique.example' } });
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = await signUpCustomer(ctx);
    variants = (await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(2)).map(
      (variant) => variant.id,
    );
    const carriers = await ctx.database.db
      .insert(transporteurs)
      .values([
        { label: 'Colis Express', suivi_url: 'https://suivi.exemple.fr/colis/{suivi}' },
        { label: 'Coursier du quartier', suivi_url: null },
      ])
      .returning();
    tracked = carriers[0]!.id;
    untracked = carriers[1]!.id;
  });
  afterAll(() => ctx.close());

  it('creates parcels within the ordered units, for admins only', async () => {
    const order = await paidOrder();
    const first = await create(order.hash, [{ declinaison_id: variants[0]!, qtt: 1 }], { suivi: '6A001' });
    expect(first.statusCode, first.body).toBe(201);
    const parcel = CreatedAnswer.parse(first.json()).data;
    expect(parcel).toMatchObject({
      commande_id: order.id,
      numero: order.numero,
      statut: 'preparation',
      transporteur: 'Colis Express',
      suivi_lien: 'https://suivi.exemple.fr/colis/6A001',
      client: { mail: customer.mail },
      lignes: [{ declinaison_id: variants[0], qtt: 1, produit_label: 'Crème au caviar', label: 'Pot 50 ml' }],
    });
    // Its history starts with the creation, by the admin who made it, with its contents.
    const history = (await call('GET', `/api/audits/colis/${parcel.id}`)).json();
    expect(history.datas).toHaveLength(1);
    expect(history.datas[0]).toMatchObject({ action: 'create', user_mail: expect.stringContaining('@') });
    expect(history.datas[0].diff.suivi).toEqual({ before: null, after: '6A001' });

    const tooMany = await create(order.hash, [{ declinaison_id: variants[0]!, qtt: 2 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/plus d’unités/u);
    const foreign = await create(order.hash, [{ declinaison_id: 2_000_000_000, qtt: 1 }]);
    expect(foreign.statusCode).toBe(409);
    expect((await create(order.hash, [])).statusCode).toBe(400);
    expect((await create(order.hash, [{ declinaison_id: variants[0]!, qtt: 0 }])).statusCode).toBe(400);
    expect((await create(crypto.randomUUID(), [{ declinaison_id: variants[0]!, qtt: 1 }])).statusCode).toBe(404);
    const unknownCarrier = await create(order.hash, [{ declinaison_id: variants[0]!, qtt: 1 }], {
      transporteur_id: 2_000_000_000,
    });
    expect(unknownCarrier.statusCode).toBe(400);
    const asCustomer = await call(
      'POST',
      '/api/colis',
      { commande_hash: order.hash, lignes: [{ declinaison_id: variants[0]!, qtt: 1 }] },
      customer.token,
    );
    expect(asCustomer.statusCode).toBe(403);

    const refunded = await insertPaidOrder(ctx.database.db, customer.userId, { statut: 'remboursee' });
    const late = await create(refunded.hash, [{ declinaison_id: variants[0]!, qtt: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/payée/u);
  });

  it('refuses one of two simultaneous parcels that together exceed the ordered units', async () => {
    const order = await paidOrder();
    const results = await Promise.all([
      create(order.hash, [{ declinaison_id: variants[0]!, qtt: 2 }]),
      create(order.hash, [{ declinaison_id: variants[0]!, qtt: 1 }]),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('replaces the lines while preparing, lists by filters, freezes once shipped', async () => {
    const order = await paidOrder();
    const parcel = CreatedAnswer.parse(
      (await create(order.hash, [{ declinaison_id: variants[0]!, qtt: 1 }])).json(),
    ).data;
    const other = CreatedAnswer.parse(
      (await create(order.hash, [{ declinaison_id: variants[0]!, qtt: 1 }])).json(),
    ).data;
    const moved = await call('PUT', `/api/colis/${parcel.id}/lignes`, {
      lignes: [
        { declinaison_id: variants[0]!, qtt: 1 },
        { declinaison_id: variants[1]!, qtt: 1 },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ParcelAnswer.parse(moved.json()).data.lignes.map((line) => line.qtt)).toEqual([1, 1]);
    const over = await call('PUT', `/api/colis/${other.id}/lignes`, {
      lignes: [{ declinaison_id: variants[0]!, qtt: 2 }],
    });
    expect(over.statusCode).toBe(409);
    expect(
      (await call('PUT', '/api/colis/2000000000/lignes', { lignes: [{ declinaison_id: 1, qtt: 1 }] })).statusCode,
    ).toBe(404);

    const page = (await call('GET', `/api/colis/paginator?numero=${order.numero}&statut=preparation`)).json();
    expect(page.datas.map((row: { id: number }) => row.id).sort()).toEqual([parcel.id, other.id].sort());
    const byOrder = (await call('GET', `/api/colis/paginator?commande=${order.id}&transporteur=${tracked}`)).json();
    expect(byOrder.total).toBe(2);

    expect((await update(parcel.id, { suivi: '6A100', statut: 'expedie' })).statusCode).toBe(200);
    const frozen = await call('PUT', `/api/colis/${parcel.id}/lignes`, {
      lignes: [{ declinaison_id: variants[0]!, qtt: 1 }],
    });
    expect(frozen.json()).toMatchObject({ code: 409, reason: 'parcel_shipped' });
    expect((await update(parcel.id, { suivi: 'autre' })).json()).toMatchObject({ code: 409, reason: 'parcel_shipped' });
    expect((await call('DELETE', `/api/colis/${parcel.id}`)).json()).toMatchObject({
      code: 409,
      reason: 'parcel_shipped',
    });
    expect((await update(parcel.id, { statut: 'livre' })).statusCode).toBe(200);
    const delivered = ParcelAnswer.parse((await call('GET', `/api/colis/${parcel.id}`)).json()).data;
    expect(delivered.statut).toBe('livre');
    expect(delivered.livre).not.toBeNull();
    const shipped = (await call('GET', '/api/colis/paginator?statut=envoyes&limit=200')).json();
    expect(shipped.datas.map((row: { id: number }) => row.id)).toContain(parcel.id);
    expect(shipped.datas.map((row: { id: number }) => row.id)).not.toContain(other.id);
  });

  it('ships each parcel with one mail in the order’s language, then marks the order shipped', async () => {
    const order = await paidOrder('de');
    const first = CreatedAnswer.parse(
      (await create(order.hash, [{ declinaison_id: variants[0]!, qtt: 2 }])).json(),
    ).data;
    const second = CreatedAnswer.parse(
      (await create(order.hash, [{ declinaison_id: variants[1]!, qtt: 1 }], { transporteur_id: untracked })).json(),
    ).data;

    const noTracking = await update(first.id, { statut: 'expedie' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().errors.suivi).toBeDefined();
    expect(await mailsOf(first.id)).toHaveLength(0);

    expect((await update(first.id, { suivi: '6A 200', statut: 'expedie' })).statusCode).toBe(200);
    const [mail] = await mailsOf(first.id);
    expect(mail).toMatchObject({ destinataire: customer.mail });
    expect(mail!.sujet).toBe(`Ein Paket Ihrer Bestellung ${order.numero} ist unterwegs`);
    expect(mail!.texte).toContain('2 × Crème au caviar – Pot 50 ml');
    expect(mail!.texte).toContain('https://suivi.exemple.fr/colis/6A%20200');
    expect(mail!.texte).not.toContain('Sérum');
    const [half] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(half!.statut).toBe('payee');

    // The carrier without tracking ships without a number.
    expect((await update(second.id, { statut: 'expedie' })).statusCode).toBe(200);
    const [secondMail] = await mailsOf(second.id);
    expect(secondMail!.texte).toContain('1 × Sérum éclat – Flacon 30 ml');
    const [done] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(done).toMatchObject({ statut: 'expediee' });
    expect(done!.expediee).not.toBeNull();
    // The order-level mail is not sent on top of the parcels' mails.
    expect(
      await ctx.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.cle, `commande-expedition:${order.id}`)),
    ).toHaveLength(0);
    // Shipping again mails nothing more.
    expect((await update(first.id, { statut: 'expedie' })).statusCode).toBe(200);
    expect([...(await mailsOf(first.id)), ...(await mailsOf(second.id))]).toHaveLength(2);

    // The customer's order page lists each parcel's tracking link.
    const own = (await call('GET', `/api/commandes/${order.hash}`, undefined, customer.token)).json();
    expect(own.data.colis).toEqual([
      expect.objectContaining({ transporteur: 'Colis Express', suivi_lien: 'https://suivi.exemple.fr/colis/6A%20200' }),
      expect.objectContaining({ transporteur: 'Coursier du quartier', suivi_lien: null }),
    ]);
  });

  it('ships an order with parcels parcel by parcel, not as a whole', async () => {
    const order = await paidOrder();
    await create(order.hash, [{ declinaison_id: variants[0]!, qtt: 1 }]);
    const response = await call('PUT', `/api/commandes/${order.id}/expedition`, { suivi: '8R2' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/colis/u);
    // Nor from the list's bulk change.
    const [{ version }] = (await ctx.database.db
      .select({ version: commandes.version })
      .from(commandes)
      .where(eq(commandes.id, order.id))) as [{ version: number }];
    const bulk = await call('PUT', `/api/commandes/${order.hash}`, { statut: 'expediee', version });
    expect(bulk.statusCode).toBe(409);
    const [still] = await ctx.database.db.select().from(commandes).where(eq(commandes.id, order.id));
    expect(still!.statut).toBe('payee');
  });

  it('keeps the order-level shipment for an order without parcels', async () => {
    const order = await paidOrder('en');
    const response = await call('PUT', `/api/commandes/${order.id}/expedition`, { suivi: '8R1' });
    expect(response.statusCode).toBe(200);
    const mails = await queuedUnder(ctx, `commande-expedition:${order.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.sujet).toBe(`Your order ${order.numero} is on its way`);
  });
});
