import { AccountingDocumentsPageSchema, quarterOf } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avoirs, commandes } from '../../db/schema/index.ts';
import { shopDay } from '../../lib/shop-time.ts';
import { insertPaidOrder, signUpCustomer } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const AV_NUMBER = /^AV-\d{4}-(\d{6})$/u;

describe('credit notes and the accountant’s documents', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signUpCustomer>>;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  const today = shopDay(new Date());

  const asAdmin = (url: string, token = admin.token) =>
    ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const refund = (orderId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/commandes/${orderId}/remboursement`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
  const creditNoteOf = async (orderId: number) =>
    ctx.database.db.select().from(avoirs).where(eq(avoirs.commande_id, orderId));

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    admin = await signUpCustomer(ctx, ['user', 'admin']);
    customer = await signUpCustomer(ctx);
  });
  afterAll(() => ctx.close());

  it('issues one credit note per refunded order, numbered without gaps however many refunds run at once', async () => {
    const paid = await Promise.all(Array.from({ length: 8 }, () => insertPaidOrder(ctx, customer.id, 12_000)));
    const before = await ctx.database.db.select({ numero: avoirs.numero }).from(avoirs);
    // Each order refunded twice at once, all orders together: one of each pair is refused.
    const answers = await Promise.all(paid.flatMap(({ order }) => [refund(order.id), refund(order.id)]));
    const statuses = answers.map((answer) => answer.statusCode);
    for (let pair = 0; pair < statuses.length; pair += 2) {
      expect([statuses[pair], statuses[pair + 1]].sort()).toEqual([200, 409]);
    }

    const notes = await ctx.database.db.select().from(avoirs);
    expect(notes).toHaveLength(before.length + 8);
    const sequence = notes.map((note) => Number(AV_NUMBER.exec(note.numero)?.[1])).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, index) => index + 1));
    for (const { order } of paid) {
      const [note] = await creditNoteOf(order.id);
      expect(note).toMatchObject({ total_ttc: order.total_ttc, total_ht: order.total_ht, tva: order.tva });
    }
  });

  it('lists a period’s invoices and credit notes with their sums, exports them as CSV, and downloads either', async () => {
    const { order } = await insertPaidOrder(ctx, customer.id, 24_000);
    expect((await refund(order.id)).statusCode).toBe(200);
    const [note] = await creditNoteOf(order.id);

    const listed = await asAdmin(`/api/admin/factures?du=${today}&au=${today}&limit=200`);
    expect(listed.statusCode).toBe(200);
    const page = AccountingDocumentsPageSchema.parse(listed.json());
    const documents = page.datas.filter((document) => document.hash === order.hash);
    expect(documents).toEqual([
      expect.objectContaining({ type: 'facture', numero: order.facture_numero, total_ttc: 24_000 }),
      expect.objectContaining({ type: 'avoir', numero: note!.numero, total_ttc: -24_000 }),
    ]);
    // Every order of this file was refunded: the period earned nothing.
    expect(page.sommes).toEqual({ total_ht: 0, tva: 0, total_ttc: 0 });
    expect(page.total).toBe(page.datas.length);

    const onlyNotes = AccountingDocumentsPageSchema.parse(
      (await asAdmin(`/api/admin/factures?du=${today}&au=${today}&type=avoir&limit=1`)).json(),
    );
    expect(onlyNotes.datas).toHaveLength(1);
    expect(onlyNotes.datas[0]!.type).toBe('avoir');
    expect(onlyNotes.total).toBe(page.total / 2);

    const csv = await asAdmin(`/api/admin/factures.csv?du=${today}&au=${today}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="documents-${today}-${today}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/u, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Type;Numéro;Date;Commande;Client;Total HT;TVA;Total TTC');
    expect(lines).toHaveLength(page.total + 1);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Avoir;${note!.numero};${today};.*;-240,00$`, 'u')));

    for (const [numero, file] of [
      [order.facture_numero!, `facture-${order.facture_numero}.pdf`],
      [note!.numero, `avoir-${note!.numero}.pdf`],
    ] as const) {
      const link = await asAdmin(`/api/admin/factures/${numero}/lien`);
      expect(link.statusCode).toBe(200);
      const url = new URL(link.json<{ url: string }>().url);
      const pdf = await ctx.app.inject({ url: url.pathname + url.search });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(pdf.rawPayload.toString('latin1')).toContain(numero);
    }
    // A credit note's link does not open the invoice, nor the other way round.
    const noteUrl = new URL((await asAdmin(`/api/admin/factures/${note!.numero}/lien`)).json<{ url: string }>().url);
    const swapped = await ctx.app.inject({ url: noteUrl.pathname.replace('/avoirs/', '/factures/') + noteUrl.search });
    expect(swapped.statusCode).toBe(403);
  });

  it('gives no credit note for an order refunded without an invoice, and refuses bad periods and strangers', async () => {
    const { order } = await insertPaidOrder(ctx, customer.id);
    await ctx.database.db.update(commandes).set({ facture_numero: null }).where(eq(commandes.id, order.id));
    expect((await refund(order.id)).statusCode).toBe(200);
    expect(await creditNoteOf(order.id)).toEqual([]);

    for (const query of [
      'du=2026-02-30&au=2026-03-01',
      'du=2026-03-01&au=2026-02-01',
      'du=2025-01-01&au=2026-03-01',
      '',
    ]) {
      const answer = await asAdmin(`/api/admin/factures?${query}`);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 400 });
      expect(answer.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
    expect((await asAdmin('/api/admin/factures/X-1/lien')).statusCode).toBe(400);
    expect((await asAdmin('/api/admin/factures/AV-2001-000001/lien')).statusCode).toBe(404);
    expect((await asAdmin(`/api/admin/factures?du=${today}&au=${today}`, customer.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/admin/factures.csv?du=${today}&au=${today}` })).statusCode).toBe(401);
  });

  // Last: its German sale stays unrefunded in the period the tests above sum.
  it('exports the quarter’s OSS return: German sales at 19 % minus their credit notes, France left out', async () => {
    /** A paid order as checkout stores a German sale past the threshold. */
    const germanSale = async (total: number) => {
      const { order } = await insertPaidOrder(ctx, customer.id, total);
      const base = Math.round(total / 1.19);
      const tva = [{ taux_bps: 1900, base_ht: base, montant: total - base }];
      await ctx.database.db
        .update(commandes)
        .set({ tva_pays: 'DE', tva, total_ht: base })
        .where(eq(commandes.id, order.id));
      return { ...order, tva };
    };
    const refunded = await germanSale(11_900);
    expect((await refund(refunded.id)).statusCode).toBe(200);
    const kept = await germanSale(23_800);
    await insertPaidOrder(ctx, customer.id, 6_000);

    const trimestre = quarterOf(today);
    const answer = await asAdmin(`/api/admin/factures/oss.csv?trimestre=${trimestre}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`oss-${trimestre}.csv`);
    const rows = answer.body.split('\r\n').map((line) => line.split(';'));
    expect(rows[0]![0]).toBe('\uFEFFTrimestre');
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    // The refunded sale and its credit note cancel out; only the kept sale is declared; no French line.
    expect(rows.slice(1, -1)).toEqual([
      [trimestre, 'DE', '19,00', euros(kept.tva[0]!.base_ht), euros(kept.tva[0]!.montant)],
      [trimestre, 'Total', '', euros(kept.tva[0]!.base_ht), euros(kept.tva[0]!.montant)],
    ]);

    expect((await asAdmin(`/api/admin/factures/oss.csv?trimestre=${trimestre}`, customer.token)).statusCode).toBe(403);
    expect((await asAdmin('/api/admin/factures/oss.csv?trimestre=2026-T9')).statusCode).toBe(400);
  });
});
