import {
  ReturnAnswerSchema,
  WithdrawableOrderAnswerSchema,
  WithdrawalDoneAnswerSchema,
  type WithdrawalStatement,
} from '@boutique/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colis,
  commandes,
  declinaisons,
  produits,
  remboursements,
  remboursementsLignes,
  stocks,
} from '../../db/schema/index.ts';
import { signUpCustomer } from '../../test/payment-fixtures.ts';
import { attachSimulatedPayment, insertOrderOfLines } from '../../test/refund-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { firstWarehouse } from '../../test/warehouses.ts';
import { answerOf } from '../../test/answer.ts';
import { queuedUnder } from '../../test/outbox.ts';

describe('returns and the withdrawal function', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signUpCustomer>>;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let cream = 0;
  let book = 0;
  let warehouse = 0;
  let clients = 0;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** A staff action (POST) on the back office's routes. */
  const staff = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: bearer(admin.token) });
  /** The customer withdraws from one book of the order, through the public function. */
  const withdrawOneBook = async (numero: string) =>
    WithdrawalDoneAnswerSchema.parse(
      (await post('/api/retractations', statement(numero, { lignes: [{ declinaison: book, qtt: 1 }] }))).json(),
    ).data;
  /** Each call from its own client address, so the lookup's rate limit does not interfere. */
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => {
    clients += 1;
    return ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers,
      remoteAddress: `10.177.${clients >> 8}.${clients & 255}`,
    });
  };

  /** A paid order (2 creams, 1 book) in German, shipped in one parcel `shippedDaysAgo` days ago. */
  const paidOrder = async (shippedDaysAgo: number | null = 2, livraison = 0) => {
    const lines = [
      { declinaison_id: cream, qtt: 2, prix_ht: 1000, prix_ttc: 1200 },
      { declinaison_id: book, qtt: 1, prix_ht: 1000, prix_ttc: 1055 },
    ];
    const order = await insertOrderOfLines(ctx, customer.id, { lines, langue: 'de', delivery: livraison });
    const intent = await attachSimulatedPayment(ctx, order);
    if (shippedDaysAgo !== null) {
      const shipped = new Date(Date.now() - shippedDaysAgo * 86_400_000);
      await ctx.database.db
        .insert(colis)
        .values({ commande_id: order.id, statut: 'expedie', expedie: shipped, created: shipped });
      // Every unit left in it: the order is shipped.
      await ctx.database.db.update(commandes).set({ expediee: shipped }).where(eq(commandes.id, order.id));
    }
    return { ...order, intent };
  };

  const statement = (numero: string, overrides: Partial<WithdrawalStatement> = {}) => ({
    numero,
    email: customer.mail,
    nom: 'Inès Paiement',
    lignes: [{ declinaison: cream, qtt: 1 }],
    ...overrides,
  });
  const refundedUnits = async (orderId: number, declinaisonId: number) => {
    const rows = await ctx.database.db
      .select({ qtt: remboursementsLignes.qtt })
      .from(remboursementsLignes)
      .innerJoin(remboursements, eq(remboursements.id, remboursementsLignes.remboursement_id))
      .where(and(eq(remboursements.commande_id, orderId), eq(remboursementsLignes.declinaison_id, declinaisonId)));
    return rows.reduce((sum, row) => sum + row.qtt, 0);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signUpCustomer(ctx, ['user', 'admin']);
    customer = await signUpCustomer(ctx);
    // Two variants of two products, so one may be sealed and the other not.
    const variants = await ctx.database.db
      .select({ id: declinaisons.id, produit_id: declinaisons.produit_id })
      .from(declinaisons)
      .orderBy(asc(declinaisons.id));
    cream = variants[0]!.id;
    book = variants.find((variant) => variant.produit_id !== variants[0]!.produit_id)!.id;
    warehouse = await firstWarehouse(ctx);
  });
  afterAll(() => ctx.close());

  it('finds a guest’s order by number and mail, and answers the same for a wrong number or a wrong mail', async () => {
    const order = await paidOrder();
    const found = await post('/api/retractations/commande', {
      numero: order.numero!.toLowerCase(),
      email: customer.mail.toUpperCase(),
    });
    expect(found.statusCode, found.body).toBe(200);
    const view = WithdrawableOrderAnswerSchema.parse(found.json()).data;
    expect(view).toMatchObject({ numero: order.numero, ouverte: true });
    expect(view.lignes.map((line) => [line.declinaison, line.retournable])).toEqual([
      [cream, 2],
      [book, 1],
    ]);
    const wrongMail = await post('/api/retractations/commande', { numero: order.numero, email: 'autre@exemple.fr' });
    const wrongNumber = await post('/api/retractations/commande', { numero: 'OC-2099-999999', email: customer.mail });
    expect(wrongMail.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    expect(answerOf(wrongMail)).toEqual(answerOf(wrongNumber));
    expect(wrongMail.json()).toMatchObject({ reason: 'withdrawal_order_unknown' });
  });

  it('lets one client look orders up ten times a quarter hour, then answers 429', async () => {
    const lookup = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/retractations/commande',
        payload: { numero: 'OC-2099-000001', email: 'devine@exemple.fr' },
        remoteAddress: '10.179.0.1',
      });
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push((await lookup()).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
  });

  it('answers a customer’s own order no longer refundable as closed, not missing', async () => {
    const order = await paidOrder();
    await ctx.database.db.update(commandes).set({ statut: 'remboursee' }).where(eq(commandes.id, order.id));
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/retractations/commandes/${order.hash}`,
      headers: bearer(customer.token),
    });
    expect(answer.json()).toMatchObject({ code: 200, data: { commande: { ouverte: false, lignes: [] } } });
  });

  it('records the confirmed statement and mails the acknowledgement with its content, date and time in Paris time', async () => {
    const order = await paidOrder();
    const answer = await post('/api/retractations', statement(order.numero!), { language: 'de' });
    expect(answer.statusCode, answer.body).toBe(200);
    const done = WithdrawalDoneAnswerSchema.parse(answer.json()).data;
    const [mail] = await queuedUnder(ctx, `retour:${done.id}`);
    expect(mail).toMatchObject({ canal: 'mail', destinataire: customer.mail });
    expect(mail!.sujet).toBe(`Eingangsbestätigung Ihres Widerrufs – Bestellung ${order.numero}`);
    const when = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).format(new Date(done.created));
    expect(mail!.texte).toContain(`Datum und Uhrzeit: ${when} (Pariser Zeit)`);
    expect(mail!.texte).toContain('Name: Inès Paiement');
    expect(mail!.texte).toContain(`Bestellung: ${order.numero}`);
    expect(mail!.texte).toContain('- 1 × Crème – 50 ml');
    // The units are spoken for: one cream left.
    const again = await post('/api/retractations/commande', { numero: order.numero, email: customer.mail });
    expect(WithdrawableOrderAnswerSchema.parse(again.json()).data.lignes[0]!.retournable).toBe(1);
    const more = await post(
      '/api/retractations',
      statement(order.numero!, { lignes: [{ declinaison: cream, qtt: 2 }] }),
    );
    expect(more.json()).toMatchObject({ code: 409, reason: 'return_quantity_exceeded' });
  });

  it('refuses a withdrawal once the period has ended, but not another return request', async () => {
    const order = await paidOrder(20);
    const late = await post('/api/retractations', statement(order.numero!));
    expect(late.json()).toMatchObject({ code: 409, reason: 'withdrawal_period_over' });
    const defect = await post(
      '/api/retractations',
      statement(order.numero!, { type: 'defaut', message: 'Pompe cassée' }),
    );
    expect(defect.statusCode, defect.body).toBe(200);
  });

  it('keeps the withdrawal open for the longer period the shop sets in its after-sale settings, never below 14 days', async () => {
    const settings = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/reglages/apres_vente',
        payload,
        headers: { authorization: `Bearer ${admin.token}` },
      });
    const tooShort = await settings({ retractation_jours: 10, lots_alerte_jours: 90 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ errors: { retractation_jours: ['La loi impose 14 jours au moins.'] } });
    const longer = await settings({ retractation_jours: 30, lots_alerte_jours: 90 });
    expect(longer.statusCode, longer.body).toBe(200);
    try {
      const order = await paidOrder(20);
      const withdrawal = await post('/api/retractations', statement(order.numero!));
      expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    } finally {
      expect((await settings({ retractation_jours: 14, lots_alerte_jours: 90 })).statusCode).toBe(200);
    }
  });

  it('lets a signed-in customer withdraw from their own order whatever contact they give', async () => {
    const order = await paidOrder(null);
    const prefill = await ctx.app.inject({
      method: 'GET',
      url: `/api/retractations/commandes/${order.hash}`,
      headers: bearer(customer.token),
    });
    expect(prefill.json()).toMatchObject({
      data: { email: customer.mail, commande: { ouverte: true, echeance: null } },
    });
    const stranger = await signUpCustomer(ctx);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/retractations/commandes/${order.hash}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
    const done = await post(
      '/api/retractations',
      statement(order.numero!, { email: 'bureau@exemple.fr' }),
      bearer(customer.token),
    );
    expect(done.statusCode, done.body).toBe(200);
  });

  it('receives the goods with restock, then refunds them once through the refunds in part', async () => {
    const order = await paidOrder();
    const done = WithdrawalDoneAnswerSchema.parse(
      (await post('/api/retractations', statement(order.numero!))).json(),
    ).data;
    const stockOf = async () =>
      (
        await ctx.database.db
          .select()
          .from(stocks)
          .where(and(eq(stocks.declinaison_id, cream), eq(stocks.entrepot_id, warehouse)))
      )[0]?.quantite ?? 0;
    const before = await stockOf();
    const received = await staff(`/api/retours/${done.id}/reception`, {
      lignes: [{ declinaison: cream, qtt: 1, restock: true, entrepot: warehouse }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(ReturnAnswerSchema.parse(received.json()).data).toMatchObject({
      statut: 'recu',
      lignes: [{ declinaison: cream, qtt: 1, recu: 1, restock: true }],
    });
    expect(await stockOf()).toBe(before + 1);
    const [first, second] = await Promise.all([
      staff(`/api/retours/${done.id}/remboursement`),
      staff(`/api/retours/${done.id}/remboursement`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await refundedUnits(order.id, cream)).toBe(1);
    // The refund does not restock again.
    expect(await stockOf()).toBe(before + 1);
    const refused = await staff(`/api/retours/${done.id}/refus`, { motif: 'autre' });
    expect(refused.json()).toMatchObject({ reason: 'return_transition_refused' });
  });

  it('refuses an opened sealed product only when the return holds one', async () => {
    const order = await paidOrder();
    const done = WithdrawalDoneAnswerSchema.parse(
      (await post('/api/retractations', statement(order.numero!))).json(),
    ).data;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/retours/${done.id}/refus`,
      payload: { motif: 'scelle_ouvert' },
      headers: bearer(admin.token),
    });
    expect(refused.json()).toMatchObject({ reason: 'return_refusal_not_sealed' });
  });

  it('never refunds more units than were paid when a customer withdraws and staff refund the same line at once', async () => {
    const order = await paidOrder();
    const [withdrawal, refund] = await Promise.all([
      post('/api/retractations', statement(order.numero!, { lignes: [{ declinaison: book, qtt: 1 }] })),
      ctx.app.inject({
        method: 'POST',
        url: `/api/commandes/${order.id}/remboursements`,
        payload: { lignes: [{ declinaison: book, qtt: 1 }] },
        headers: bearer(admin.token),
      }),
    ]);
    expect(refund.statusCode, refund.body).toBe(200);
    if (withdrawal.statusCode === 200) {
      // The withdrawal came first; its refund now finds the unit already given back.
      const done = WithdrawalDoneAnswerSchema.parse(withdrawal.json()).data;
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/retours/${done.id}/remboursement`,
        headers: bearer(admin.token),
      });
      expect(again.json()).toMatchObject({ code: 409, reason: 'refund_quantity_exceeded' });
    } else {
      expect(withdrawal.json()).toMatchObject({ code: 409, reason: 'return_quantity_exceeded' });
    }
    expect(await refundedUnits(order.id, book)).toBe(1);
  });

  it('refunds the delivery too when a withdrawal, with an earlier refund, takes back the whole order', async () => {
    const order = await paidOrder(2, 490);
    const bookRefund = await staff(`/api/commandes/${order.id}/remboursements`, {
      lignes: [{ declinaison: book, qtt: 1 }],
    });
    expect(bookRefund.statusCode, bookRefund.body).toBe(200);
    const creamOnly = async (qtt: number) =>
      ReturnAnswerSchema.parse(
        (
          await staff('/api/retours', {
            numero: order.numero,
            type: 'retractation',
            lignes: [{ declinaison: cream, qtt }],
          })
        ).json(),
      ).data;
    const deliveryOf = async (returnId: number) => {
      const answer = await staff(`/api/retours/${returnId}/remboursement`);
      expect(answer.statusCode, answer.body).toBe(200);
      const refundId = ReturnAnswerSchema.parse(answer.json()).data.remboursement_id!;
      const [row] = await ctx.database.db.select().from(remboursements).where(eq(remboursements.id, refundId));
      return row!.livraison_ttc;
    };
    // One cream of two: the order is not all sent back, the delivery stays.
    expect(await deliveryOf((await creamOnly(1)).id)).toBe(0);
    // The last cream: with the book refunded earlier, every unit is back.
    expect(await deliveryOf((await creamOnly(1)).id)).toBe(490);
  });

  it('refuses a return as opened sealed goods only when every line of it is sealed', async () => {
    const [creamVariant, bookVariant] = await Promise.all(
      [cream, book].map(
        async (id) => (await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, id)))[0]!,
      ),
    );
    expect(creamVariant!.produit_id).not.toBe(bookVariant!.produit_id);
    const seal = (scelle: boolean) =>
      ctx.database.db.update(produits).set({ scelle }).where(eq(produits.id, creamVariant!.produit_id));
    await seal(true);
    try {
      const order = await paidOrder();
      const refuse = (returnId: number) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/retours/${returnId}/refus`,
          payload: { motif: 'scelle_ouvert' },
          headers: bearer(admin.token),
        });
      const mixed = WithdrawalDoneAnswerSchema.parse(
        (
          await post(
            '/api/retractations',
            statement(order.numero!, {
              lignes: [
                { declinaison: cream, qtt: 1 },
                { declinaison: book, qtt: 1 },
              ],
            }),
          )
        ).json(),
      ).data;
      expect((await refuse(mixed.id)).json()).toMatchObject({ code: 409, reason: 'return_refusal_not_all_sealed' });
      const sealedOnly = WithdrawalDoneAnswerSchema.parse(
        (await post('/api/retractations', statement(order.numero!))).json(),
      ).data;
      const refused = await refuse(sealedOnly.id);
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json()).toMatchObject({ data: { statut: 'refuse', refus: 'scelle_ouvert' } });
    } finally {
      await seal(false);
    }
  });

  it('never restocks at reception a unit a refund from the order page already restocked', async () => {
    const order = await paidOrder();
    const done = await withdrawOneBook(order.numero!);
    const refunded = await staff(`/api/commandes/${order.id}/remboursements`, {
      lignes: [{ declinaison: book, qtt: 1, restock: true, entrepot: warehouse }],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const stockOf = async () =>
      (
        await ctx.database.db
          .select()
          .from(stocks)
          .where(and(eq(stocks.declinaison_id, book), eq(stocks.entrepot_id, warehouse)))
      )[0]?.quantite ?? 0;
    const before = await stockOf();
    const twice = await staff(`/api/retours/${done.id}/reception`, {
      lignes: [{ declinaison: book, qtt: 1, restock: true, entrepot: warehouse }],
    });
    expect(twice.json()).toMatchObject({ code: 409, reason: 'return_already_restocked' });
    const received = await staff(`/api/retours/${done.id}/reception`, {
      lignes: [{ declinaison: book, qtt: 1, restock: false }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf()).toBe(before);
  });

  it('never restocks from the order page a unit a received return brought back', async () => {
    const order = await paidOrder();
    const done = await withdrawOneBook(order.numero!);
    const received = await staff(`/api/retours/${done.id}/reception`, {
      lignes: [{ declinaison: book, qtt: 1, restock: true, entrepot: warehouse }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const twice = await staff(`/api/commandes/${order.id}/remboursements`, {
      lignes: [{ declinaison: book, qtt: 1, restock: true, entrepot: warehouse }],
    });
    expect(twice.json()).toMatchObject({ code: 409, reason: 'refund_already_restocked' });
    const refunded = await staff(`/api/commandes/${order.id}/remboursements`, {
      lignes: [{ declinaison: book, qtt: 1, restock: false }],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
  });
});
