import { addDays, calculateShopDay, LotRecallSchema, LotRecallSentSchema, LotStockListSchema } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotShelf } from '../../test/lot-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { holdUnits, sellUnits } from './order-units.ts';
import { queuedUnder } from '../../test/outbox.ts';

/** ad/lots: stock per lot, the lots close to their date, and a recall of one. */
describe('lots: stock per lot, expiry and recall', () => {
  let ctx: TestContext;
  let admin = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let variant = 0;
  let warehouse = 0;
  let shelf: Awaited<ReturnType<typeof lotShelf>>;
  const today = calculateShopDay(new Date());
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const lotsOf = async (query: string) => LotStockListSchema.parse((await call('GET', `/api/lots?${query}`)).json());

  beforeAll(async () => {
    ctx = await createTestApp();
    shelf = await lotShelf(ctx);
    ({ admin, variant, warehouse } = shelf);
    customer = await signUpCustomer(ctx);
    await shelf.receive(5, { numero: 'SOON-1', fabrication: '2025-01-01', dluo: addDays(today, 30) });
    await shelf.receive(4, { numero: 'LATER-2', dluo: addDays(today, 400) });
  });
  afterAll(() => ctx.close());

  it('lists stock per lot and warehouse in the order sales take them, and those within the window', async () => {
    const all = await lotsOf(`declinaison=${variant}`);
    expect(all.jours).toBe(90);
    expect(all.datas.map((lot) => [lot.numero, lot.quantite, lot.proche])).toEqual([
      ['INITIAL', expect.any(Number), false],
      ['SOON-1', 5, true],
      ['LATER-2', 4, false],
    ]);
    expect(all.datas[1]!.entrepots).toEqual([{ entrepot_id: warehouse, label: expect.any(String), quantite: 5 }]);
    expect((await lotsOf(`declinaison=${variant}&alerte=true`)).datas.map((lot) => lot.numero)).toEqual(['SOON-1']);
    expect((await lotsOf(`declinaison=${variant}&expire_sous=500`)).total).toBe(2);
    const refused = await call('GET', '/api/lots', undefined, customer.token);
    expect(refused.statusCode).toBe(403);
  });

  it('flags the lots within the window the after-sale settings set', async () => {
    const window = (lots_alerte_jours: number) =>
      call('PUT', '/api/admin/reglages/apres_vente', { retractation_jours: 14, lots_alerte_jours });
    expect((await window(20)).statusCode).toBe(200);
    try {
      const narrow = await lotsOf(`declinaison=${variant}&alerte=true`);
      expect(narrow.jours).toBe(20);
      expect(narrow.datas).toEqual([]);
    } finally {
      expect((await window(90)).statusCode).toBe(200);
    }
  });

  it('recalls a lot: who received it, one mail each in their language however often sent, and the CSV', async () => {
    const order = await insertPaidOrder(ctx.database.db, customer.userId, {
      langue: 'de',
      adresse_livraison: {
        prenom: 'Greta',
        nom: 'Schmidt',
        societe: '',
        ligne1: 'Hauptstraße 5',
        ligne2: '',
        code_postal: '10115',
        ville: 'Berlin',
        pays: 'Deutschland',
        tel: '',
      },
    });
    // INITIAL, the oldest stock, sells first: take its units here off the shelf so the sale takes SOON-1.
    const initial = (await lotsOf(`declinaison=${variant}`)).datas.find((lot) => lot.numero === 'INITIAL')!;
    const initialHere = initial.entrepots.find((row) => row.entrepot_id === warehouse)?.quantite ?? 0;
    if (initialHere > 0) {
      const removed = await call('POST', `/api/stocks/${variant}/ajustement`, {
        entrepot_id: warehouse,
        operation: 'ajouter',
        motif: 'adjustment',
        quantite: -initialHere,
        lot_id: initial.id,
      });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    await ctx.database.db.transaction(async (tx) => {
      const line = [{ declinaison_id: variant, qtt: 2 }];
      await holdUnits(tx, { commandeId: order.id, userId: customer.userId }, line);
      await sellUnits(tx, { commandeId: order.id, userId: customer.userId }, line);
    });
    const soon = (await lotsOf(`declinaison=${variant}`)).datas.find((lot) => lot.numero === 'SOON-1')!;
    expect(soon.quantite).toBe(3);
    const recall = LotRecallSchema.parse((await call('GET', `/api/lots/${soon.id}/rappel`)).json());
    expect(recall.commandes).toEqual([
      expect.objectContaining({ numero: order.numero, qtt: 2, langue: 'de', pays: 'Deutschland' }),
    ]);
    expect(recall.mails).toBe(0);
    const first = LotRecallSentSchema.parse((await call('POST', `/api/lots/${soon.id}/rappel`)).json());
    const again = LotRecallSentSchema.parse((await call('POST', `/api/lots/${soon.id}/rappel`)).json());
    expect([first.envoyes, again.envoyes, again.mails]).toEqual([1, 0, 1]);
    const mails = await queuedUnder(ctx, `rappel-lot:${soon.id}:%`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.destinataire).toBe(customer.mail);
    expect(mails[0]!.sujet).toContain('Produktrückruf');
    expect(mails[0]!.texte).toContain('SOON-1');
    const csv = await call('GET', `/api/lots/${soon.id}/rappel.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Lot;Produit;Déclinaison;Commande;Unités;Client;E-mail;Pays;Expédiée le');
    expect(lines[1]).toContain(`SOON-1;`);
    expect(lines[1]).toContain(`;${order.numero};2;`);
    expect(lines[1]).toContain(';Deutschland;');
    const unknown = await call('GET', '/api/lots/999999/rappel');
    expect(unknown.json()).toMatchObject({ reason: 'lot_not_found' });
  });
});
