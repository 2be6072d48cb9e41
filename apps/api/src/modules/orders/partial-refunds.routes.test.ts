import {
  AdminOrderDetailAnswerSchema,
  OrderRefundAnswerSchema,
  sumVatLines,
  type RefundRequest,
} from '@boutique/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avoirs,
  commandes,
  declinaisons,
  mouvementsStock,
  remboursements,
  simulatedIntents,
  stocks,
} from '../../db/schema/index.ts';
import { signUpCustomer } from '../../test/payment-fixtures.ts';
import { insertRefundableOrder, refundVariants } from '../../test/refund-fixtures.ts';
import { startSmtpStandIn, type ReceivedMail } from '../../test/smtp-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { firstWarehouse } from '../../test/warehouses.ts';
import { queuedUnder } from '../../test/outbox.ts';

describe('refunds in part (units, delivery, a free amount)', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let admin: Awaited<ReturnType<typeof signUpCustomer>>;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let cream = 0;
  let book = 0;
  let warehouse = 0;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const refundPart = (orderId: number, payload: Partial<RefundRequest>, token = admin.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/commandes/${orderId}/remboursements`,
      payload,
      headers: bearer(token),
    });
  const refundAll = (orderId: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/commandes/${orderId}/remboursement`, headers: bearer(admin.token) });
  const made = (answer: Awaited<ReturnType<typeof refundPart>>) => {
    expect(answer.statusCode, answer.body).toBe(200);
    return OrderRefundAnswerSchema.parse(answer.json()).data;
  };
  const orderRow = async (id: number) =>
    (await ctx.database.db.select().from(commandes).where(eq(commandes.id, id)))[0]!;
  const refundsOf = (id: number) =>
    ctx.database.db
      .select()
      .from(remboursements)
      .where(eq(remboursements.commande_id, id))
      .orderBy(asc(remboursements.id));
  const intentMetadata = async (id: string) =>
    (await ctx.database.db.select().from(simulatedIntents).where(eq(simulatedIntents.id, id)))[0]!.metadata;
  const units = async (declinaisonId: number) => {
    const [variant] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, declinaisonId));
    const [row] = await ctx.database.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.declinaison_id, declinaisonId), eq(stocks.entrepot_id, warehouse)));
    return { total: variant!.stock ?? 0, warehouse: row?.quantite ?? 0 };
  };

  const paidOrder = (options: { offline?: boolean } = {}) =>
    insertRefundableOrder(ctx, customer.id, { cream, book }, options);

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
    admin = await signUpCustomer(ctx, ['user', 'admin']);
    customer = await signUpCustomer(ctx);
    ({ cream, book } = await refundVariants(ctx));
    warehouse = await firstWarehouse(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('refunds units at what was paid for them, puts them back on the shelves, issues the credit note and mails the customer', async () => {
    const { order, intent } = await paidOrder();
    const before = await units(cream);
    const refund = made(
      await refundPart(order.id, {
        lignes: [{ declinaison: cream, qtt: 1, restock: true, entrepot: warehouse }],
        motif: 'Pot abîmé',
      }),
    );
    // 36,00 € of creams less their share of the discount (3,15 €), a third of it.
    expect(refund).toMatchObject({
      statut: 'effectue',
      montant_ttc: 1095,
      montant_ht: 913,
      tva: [{ taux_bps: 2000, base_ht: 913, montant: 182 }],
      livraison_ttc: 0,
      libre_ttc: 0,
      motif: 'Pot abîmé',
      par: { id: admin.id, mail: admin.mail },
      reference: expect.stringMatching(/^re_sim_/u),
      avoir: expect.stringMatching(/^AV-\d{4}-\d{6}$/u),
      lignes: [{ declinaison_id: cream, qtt: 1, montant_ttc: 1095, restock: true, entrepot_id: warehouse }],
    });
    expect(await units(cream)).toEqual({ total: before.total + 1, warehouse: before.warehouse + 1 });
    const [movement] = await ctx.database.db
      .select()
      .from(mouvementsStock)
      .where(and(eq(mouvementsStock.commande_id, order.id), eq(mouvementsStock.motif, 'return')));
    expect(movement).toMatchObject({ declinaison_id: cream, entrepot_id: warehouse, delta: 1, user_id: admin.id });

    const [note] = await ctx.database.db.select().from(avoirs).where(eq(avoirs.remboursement_id, refund.id));
    expect(note).toMatchObject({ numero: refund.avoir, commande_id: order.id, total_ttc: 1095, total_ht: 913 });
    expect(note!.tva).toEqual(refund.tva);
    const [mail] = await queuedUnder(ctx, `remboursement:${refund.id}`);
    expect(mail).toMatchObject({ destinataire: customer.mail, sujet: `Refund for your order ${order.numero}` });
    expect(mail!.texte).toContain('€10.95');
    // Nudged once the refund committed: it leaves at once, not at the dispatcher's next turn.
    const isRefundMail = (sent: ReceivedMail) =>
      sent.to.includes(customer.mail) && sent.text.includes(`Refund for your order ${order.numero}`);
    await expect.poll(() => smtp.received.some(isRefundMail), { timeout: 5_000 }).toBe(true);
    expect(await intentMetadata(intent!)).toMatchObject({ refund: refund.reference, refund_amount: '1095' });
    expect((await orderRow(order.id)).statut).toBe('payee');

    // Its credit note downloads as its own document, among the order's.
    const link = await ctx.app.inject({
      url: `/api/admin/factures/${refund.avoir}/lien`,
      headers: bearer(admin.token),
    });
    const url = new URL(link.json<{ url: string }>().url);
    const pdf = await ctx.app.inject({ url: url.pathname + url.search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="avoir-${refund.avoir}.pdf"`);
    // The signature covers which credit note: another number does not open with it.
    url.searchParams.set('avoir', 'AV-2000-000001');
    expect((await ctx.app.inject({ url: url.pathname + url.search })).statusCode).toBe(403);

    const detail = await ctx.app.inject({ url: `/api/admin/commandes/${order.hash}`, headers: bearer(admin.token) });
    expect(AdminOrderDetailAnswerSchema.parse(detail.json()).data.remboursements).toEqual([refund]);
  });

  it('refunds the delivery once and a free amount spread over the order’s VAT', async () => {
    const { order } = await paidOrder();
    const refund = made(await refundPart(order.id, { livraison: true, montant_libre: 300 }));
    expect(refund).toMatchObject({ montant_ttc: 790, livraison_ttc: 490, libre_ttc: 300, lignes: [] });
    expect(refund.tva.map((line) => line.taux_bps)).toEqual([2000, 550]);
    expect(refund.tva.reduce((sum, line) => sum + line.base_ht + line.montant, 0)).toBe(790);
    expect(refund.montant_ht).toBe(refund.tva.reduce((sum, line) => sum + line.base_ht, 0));

    const again = await refundPart(order.id, { livraison: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'refund_delivery_refunded' });
  });

  it('refuses with reasons, records nothing, and lets only an admin refund', async () => {
    const { order } = await paidOrder();
    const cases: [Partial<RefundRequest>, number, string][] = [
      [{}, 400, 'refund_empty'],
      [{ lignes: [{ declinaison: 999_999, qtt: 1, restock: false }] }, 400, 'refund_line_unknown'],
      [{ lignes: [{ declinaison: book, qtt: 3, restock: false }] }, 409, 'refund_quantity_exceeded'],
      [{ montant_libre: order.total_ttc + 1 }, 409, 'refund_exceeds_paid'],
      [
        {
          lignes: [
            { declinaison: book, qtt: 1, restock: true },
            { declinaison: book, qtt: 1, restock: false },
          ],
        },
        400,
        'validation_failed',
      ],
    ];
    for (const [payload, status, reason] of cases) {
      const refused = await refundPart(order.id, payload);
      expect(refused.statusCode, reason).toBe(status);
      expect(refused.json().reason).toBe(reason);
    }
    expect((await refundPart(order.id, { montant_libre: -1 })).statusCode).toBe(400);
    expect((await refundPart(order.id, { montant_libre: 100 }, customer.token)).statusCode).toBe(403);
    expect(await refundsOf(order.id)).toEqual([]);

    const [reserved] = await ctx.database.db
      .update(commandes)
      .set({ statut: 'reservee' })
      .where(eq(commandes.id, order.id))
      .returning();
    const unpaid = await refundPart(reserved!.id, { montant_libre: 100 });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().reason).toBe('order_not_refundable');
    expect((await refundPart(999_999, { montant_libre: 100 })).statusCode).toBe(404);
  });

  it('gives two refunds asked at once no more than was paid: the second is refused before the provider', async () => {
    const { order, intent } = await paidOrder();
    const share = Math.ceil(order.total_ttc * 0.6);
    const answers = await Promise.all([
      refundPart(order.id, { montant_libre: share }),
      refundPart(order.id, { montant_libre: share }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().reason).toBe('refund_exceeds_paid');
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ statut: 'effectue', montant_ttc: share })]);
    const metadata = await intentMetadata(intent!);
    expect(JSON.parse(metadata.refunds!)).toHaveLength(1);
    expect(metadata.refund_amount).toBe(String(share));
  });

  it('turns the order refunded once refunds in steps cover what it cost, with VAT adding up to the order’s', async () => {
    const { order } = await paidOrder();
    made(await refundPart(order.id, { lignes: [{ declinaison: cream, qtt: 2, restock: false }] }));
    made(await refundPart(order.id, { lignes: [{ declinaison: book, qtt: 1, restock: false }], livraison: true }));
    expect((await orderRow(order.id)).statut).toBe('payee');
    made(
      await refundPart(order.id, {
        lignes: [
          { declinaison: cream, qtt: 1, restock: false },
          { declinaison: book, qtt: 1, restock: false },
        ],
      }),
    );
    const refunds = await refundsOf(order.id);
    expect(refunds.reduce((sum, refund) => sum + refund.montant_ttc, 0)).toBe(order.total_ttc);
    expect(sumVatLines(refunds.map((refund) => refund.tva)).map((line) => line.base_ht + line.montant)).toEqual(
      order.tva.map((line) => line.base_ht + line.montant),
    );
    expect(await orderRow(order.id)).toMatchObject({ statut: 'remboursee', rembourse: expect.any(Date) });
    const more = await refundPart(order.id, { montant_libre: 1 });
    expect(more.json().reason).toBe('order_not_refundable');
  });

  it('refunds exactly the rest with the full refund after a partial one', async () => {
    const { order, intent } = await paidOrder();
    const first = made(await refundPart(order.id, { lignes: [{ declinaison: cream, qtt: 1, restock: false }] }));
    const all = await refundAll(order.id);
    expect(all.statusCode, all.body).toBe(200);
    expect((await orderRow(order.id)).statut).toBe('remboursee');
    const refunds = await refundsOf(order.id);
    expect(refunds.map((refund) => [refund.statut, refund.montant_ttc])).toEqual([
      ['effectue', first.montant_ttc],
      ['effectue', order.total_ttc - first.montant_ttc],
    ]);
    expect(sumVatLines(refunds.map((refund) => refund.tva))).toEqual(order.tva);
    expect(await intentMetadata(intent!)).toMatchObject({ refund_amount: String(order.total_ttc) });
    const notes = await ctx.database.db.select().from(avoirs).where(eq(avoirs.commande_id, order.id));
    expect(notes.map((note) => note.total_ttc).sort()).toEqual(refunds.map((refund) => refund.montant_ttc).sort());
  });

  it('marks a refund the provider refuses as refused, freeing its amount', async () => {
    const { order, intent } = await paidOrder();
    // Refunded in full elsewhere (from the provider's dashboard).
    await ctx.database.db
      .update(simulatedIntents)
      .set({ metadata: { commande: String(order.id), refund: 're_sim_elsewhere', refund_key: 'dashboard' } })
      .where(eq(simulatedIntents.id, intent!));
    const refused = await refundPart(order.id, { montant_libre: 500 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('refund_refused');
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ statut: 'refuse', montant_ttc: 500 })]);
    // The refused amount no longer counts.
    const refusedAgain = await refundPart(order.id, { montant_libre: order.total_ttc });
    expect(refusedAgain.json().reason).toBe('refund_refused');
  });

  it('records the refund of an order paid offline without asking any provider', async () => {
    const { order } = await paidOrder({ offline: true });
    const refund = made(await refundPart(order.id, { montant_libre: 1000 }));
    expect(refund).toMatchObject({ statut: 'effectue', reference: null, avoir: expect.any(String) });
  });
});
