import { randomUUID } from 'node:crypto';
import { AdminOrderDetailAnswerSchema, OrderNoteAnswerSchema, OrderNoteListSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, methodesLivraisons } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { LYON_RELAY } from '../../test/addresses.ts';
import { insertCreditNote } from '../invoices/documents.queries.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';

const PUBLIC_URL = 'https://boutique.example';
/** Fixture orders are paid "now": placed earlier, so the timeline's order is certain. */
const anHourAgo = () => new Date(Date.now() - 3_600_000);
const DELIVERY_ADDRESS = {
  prenom: 'Camille',
  nom: 'Lefèvre',
  societe: 'Atelier Lumière',
  ligne1: '12 rue Mercière',
  ligne2: '2e étage',
  code_postal: '69002',
  ville: 'Lyon',
  pays: 'FR',
  tel: '+33612345678',
};

describe('back office: one order’s page and its internal notes', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signUpCustomer>>;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const detail = async (hash: string, token = admin.token) => {
    const response = await call('GET', `/api/admin/commandes/${hash}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return AdminOrderDetailAnswerSchema.parse(response.json()).data;
  };
  const addNote = (hash: string, payload: object, token = admin.token) =>
    call('POST', `/api/admin/commandes/${hash}/notes`, token, payload);

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL } });
    admin = await signUpCustomer(ctx, ['user', 'admin']);
    customer = await signUpCustomer(ctx);
  });
  afterAll(() => ctx.close());

  it('answers the lines, customer, addresses, delivery, discount, VAT, payment, invoice and timeline', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId, {
      created: anHourAgo(),
      intent: `pi_${randomUUID()}`,
      adresse_livraison: DELIVERY_ADDRESS,
      livraison_methode_id: 3,
      livraison_label: 'Mondial Relay',
      point_relais: LYON_RELAY,
      remise_code: 'BIENVENUE10',
      remise_ttc: 1_000,
    });
    const data = await detail(order.hash);
    expect(data).toMatchObject({
      id: order.id,
      hash: order.hash,
      numero: order.numero,
      statut: 'payee',
      test: false,
      client: { id: customer.userId, prenom: 'Camille', mail: customer.mail },
      lignes: [
        {
          produit_label: 'Crème au caviar',
          label: 'Pot 50 ml',
          qtt: 2,
          prix_ht: 10_000,
          prix_ttc: 12_000,
          total_ht: 20_000,
          total_ttc: 24_000,
          taux_tva_bps: 2000,
        },
      ],
      totaux: { lignes_ttc: 24_000, livraison_ttc: 690, remise_ttc: 1_000, total_ttc: 24_690 },
      livraison: { methode_id: 3, label: 'Mondial Relay', prix_ttc: 690 },
      point_relais: LYON_RELAY,
      remise: { code: 'BIENVENUE10', montant: 1_000 },
      adresse_livraison: DELIVERY_ADDRESS,
      adresse_facturation: { ville: 'Lyon', ligne1: '3 allée des Tilleuls' },
      paiement: { reference: order.intent, montant: 24_690, date: order.payee!.toISOString(), test: false },
      remboursement: null,
      notes: [],
    });
    expect(data.totaux.tva).toEqual([{ taux_bps: 2000, base_ht: 20_575, montant: 4_115 }]);
    expect(data.chronologie.map((entry) => entry.etape)).toEqual(['creee', 'payee']);
    // The method's carrier, so a new parcel starts with the carrier the customer chose.
    const [method] = await ctx.database.db.select().from(methodesLivraisons).where(eq(methodesLivraisons.id, 3));
    expect(data.livraison?.transporteur_id).toBe(method!.transporteur_id);

    // The invoice link is the invoices module's signed address, and it downloads the PDF.
    expect(data.facture?.numero).toBe(order.facture_numero);
    const url = data.facture!.url;
    expect(url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/factures/${order.hash}\\.pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`, 'u'),
    );
    const pdf = await ctx.app.inject(url.slice(PUBLIC_URL.length));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('works out the VAT by rate when the order was stored without it, and has no invoice before payment', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId, {
      statut: 'reservee',
      numero: null,
      facture_numero: null,
      payee: null,
      tva: [],
    });
    const data = await detail(order.hash);
    // 24,000 of goods at 20 % plus 6.90 of delivery following the goods' rate.
    expect(data.totaux.tva).toEqual([{ taux_bps: 2000, base_ht: 20_575, montant: 4_115 }]);
    expect(data).toMatchObject({ facture: null, paiement: null, remboursement: null, numero: null });
    expect(data.chronologie.map((entry) => entry.etape)).toEqual(['creee']);
  });

  it('shows shipment, a status changed by hand with its author, and the refund in the timeline', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId, { created: anHourAgo() });
    expect(
      (await call('PUT', `/api/commandes/${order.id}/expedition`, admin.token, { suivi: 'LA123' })).statusCode,
    ).toBe(200);
    const shipped = await detail(order.hash);
    expect(shipped).toMatchObject({ statut: 'expediee', suivi: 'LA123' });
    const back = await call('PUT', `/api/commandes/${order.hash}`, admin.token, {
      statut: 'payee',
      version: shipped.version,
    });
    expect(back.statusCode, back.body).toBe(200);
    const reverted = await detail(order.hash);
    expect(reverted.chronologie.map((entry) => entry.etape)).toEqual(['creee', 'payee', 'expediee', 'statut']);
    expect(reverted.chronologie.at(-1)).toMatchObject({ avant: 'expediee', apres: 'payee', auteur: admin.mail });

    const refundedAt = new Date();
    await ctx.database.db
      .update(commandes)
      .set({ statut: 'remboursee', rembourse: refundedAt, remboursement: 're_123' })
      .where(eq(commandes.id, order.id));
    const refunded = await detail(order.hash);
    expect(refunded.remboursement).toEqual({ reference: 're_123', montant: 24_690, date: refundedAt.toISOString() });
    expect(refunded.chronologie.at(-1)).toMatchObject({ etape: 'remboursee', date: refundedAt.toISOString() });
    // No credit note was issued by this direct change: nothing to download yet.
    expect(refunded.avoir).toBeNull();
  });

  it('offers the credit note a refund issued, with a download address of its own kind', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId, { created: anHourAgo() });
    expect((await detail(order.hash)).avoir).toBeNull();
    // What a refund does in its transaction: the order refunded, its credit note issued.
    await ctx.database.db.transaction(async (tx) => {
      await tx
        .update(commandes)
        .set({ statut: 'remboursee', rembourse: new Date(), remboursement: 're_456' })
        .where(eq(commandes.id, order.id));
      await insertCreditNote(tx, {
        numero: 'AV-2026-000901',
        commande_id: order.id,
        total_ht: order.total_ht,
        total_ttc: order.total_ttc,
        tva: order.tva,
      });
    });
    const data = await detail(order.hash);
    expect(data.avoir?.numero).toBe('AV-2026-000901');
    expect(data.avoir!.url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/avoirs/${order.hash}\\.pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`, 'u'),
    );
    const pdf = await ctx.app.inject({ url: data.avoir!.url.slice(PUBLIC_URL.length) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for an unknown order and 400 for a malformed hash, in the envelope', async () => {
    const missing = await call('GET', `/api/admin/commandes/${randomUUID()}`, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: 'Commande introuvable.' });
    const malformed = await call('GET', '/api/admin/commandes/42', admin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, errors: { hash: expect.any(Array) } });
  });

  it('keeps the page and the notes to admins: 401 without a session, 403 for a customer', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    for (const [method, url] of [
      ['GET', `/api/admin/commandes/${order.hash}`],
      ['GET', `/api/admin/commandes/${order.hash}/notes`],
      ['POST', `/api/admin/commandes/${order.hash}/notes`],
    ] as const) {
      const payload = method === 'POST' ? { texte: 'Intrus' } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      const asCustomer = await call(method, url, customer.token, payload);
      expect(asCustomer.statusCode, url).toBe(403);
      expect(asCustomer.json()).toMatchObject({ code: 403 });
    }
    expect((await detail(order.hash)).notes).toEqual([]);
  });

  it('adds signed notes, lists them oldest first, and shows them on the page', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    const first = await addNote(order.hash, { texte: '  Client rappelé : livraison le 12.  ' });
    expect(first.statusCode, first.body).toBe(201);
    const note = OrderNoteAnswerSchema.parse(first.json()).data;
    expect(note).toMatchObject({
      texte: 'Client rappelé : livraison le 12.',
      auteur: { id: admin.userId, mail: admin.mail, prenom: 'Camille' },
    });
    expect(Date.parse(note.created)).not.toBeNaN();
    expect((await addNote(order.hash, { texte: 'Colis préparé.' })).statusCode).toBe(201);

    const list = OrderNoteListSchema.parse(
      (await call('GET', `/api/admin/commandes/${order.hash}/notes`, admin.token)).json(),
    );
    expect(list.datas.map((entry) => entry.texte)).toEqual(['Client rappelé : livraison le 12.', 'Colis préparé.']);
    expect((await detail(order.hash)).notes).toEqual(list.datas);
    // Another order's notes stay its own.
    const other = await insertPaidOrder(ctx.database.db, customer.userId);
    expect((await detail(other.hash)).notes).toEqual([]);
  });

  it('refuses an empty, missing or overlong note with field errors (400), and a note on no order (404)', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    for (const payload of [{ texte: '   ' }, {}, { texte: 'x'.repeat(2_001) }, { texte: 42 }]) {
      const refused = await addNote(order.hash, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, errors: { texte: [expect.any(String)] } });
    }
    expect((await addNote(order.hash, { texte: '   ' })).json().errors.texte).toEqual(['Écrivez la note.']);
    expect((await addNote(order.hash, { texte: 'x'.repeat(2_000) })).statusCode).toBe(201);
    expect((await addNote(randomUUID(), { texte: 'Perdue' })).statusCode).toBe(404);
    expect((await detail(order.hash)).notes).toHaveLength(1);
  });
});
