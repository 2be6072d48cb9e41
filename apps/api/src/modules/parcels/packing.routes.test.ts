import { PickListSchema } from '@boutique/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colis, colisLignes, declinaisons, remboursements, remboursementsLignes } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertTwoLineOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { drawnText } from '../invoices/pdf-text.ts';
import { createPackingService } from './packing.service.ts';

/** Pages of a PDF: its page objects stay outside the compressed streams. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/gu)?.length ?? 0;

const address = {
  prenom: 'Inès',
  nom: 'Marchand',
  societe: '',
  ligne1: '8 quai des Chartrons',
  ligne2: 'Bâtiment B',
  code_postal: '33000',
  ville: 'Bordeaux',
  pays: 'FR',
  tel: '',
};

describe('packing slips and the pick list', () => {
  let ctx: TestContext;
  let admin = '';
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let variants: number[] = [];
  const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers });

  /** A paid order (2 units of the first variant, 1 of the second) and parcels of it, written as the API leaves them. */
  const orderWithParcels = async (
    langue: 'fr' | 'en',
    parcels: { statut: 'preparation' | 'expedie'; lignes: [number, number][] }[],
    extra: object = {},
  ) => {
    const order = await insertTwoLineOrder(ctx.database.db, customer.userId, variants[1]!, {
      langue,
      adresse_livraison: address,
      ...extra,
    });
    const ids: number[] = [];
    for (const parcel of parcels) {
      const [row] = await ctx.database.db
        .insert(colis)
        .values({ commande_id: order.id, statut: parcel.statut })
        .returning();
      await ctx.database.db
        .insert(colisLignes)
        .values(parcel.lignes.map(([index, qtt]) => ({ colis_id: row!.id, declinaison_id: variants[index]!, qtt })));
      ids.push(row!.id);
    }
    return { order, ids };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = await signUpCustomer(ctx);
    variants = (await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(2)).map(
      (variant) => variant.id,
    );
  });
  afterAll(() => ctx.close());

  it('prints a parcel’s slip in its order’s language, without prices', async () => {
    const packing = createPackingService({ db: ctx.database.db });
    const french = await orderWithParcels('fr', [
      { statut: 'preparation', lignes: [[0, 1]] },
      {
        statut: 'preparation',
        lignes: [
          [0, 1],
          [1, 1],
        ],
      },
    ]);
    const text = drawnText(await packing.slips([french.ids[1]!], { compress: false })).join('\n');
    expect(text).toContain('BORDEREAU DE COLIS');
    expect(text).toContain(`Commande n° ${french.order.numero}`);
    expect(text).toContain(`Colis n° ${french.ids[1]}`);
    expect(text).toContain('Colis 2 sur 2');
    expect(text).toContain('Inès Marchand');
    expect(text).toContain('8 quai des Chartrons');
    expect(text).toContain('33000 Bordeaux');
    expect(text).toContain('Sérum éclat');
    expect(text).toContain('Flacon 30 ml');
    expect(text).toContain('Merci pour votre commande');
    expect(text).not.toMatch(/€/u);

    const relay = {
      id: 7,
      nom: 'Tabac du Port',
      ligne1: '2 rue du Port',
      code_postal: '56100',
      ville: 'Lorient',
      pays: 'FR',
    };
    const english = await orderWithParcels('en', [{ statut: 'preparation', lignes: [[0, 2]] }], {
      point_relais: relay,
    });
    const englishText = drawnText(await packing.slips([english.ids[0]!], { compress: false })).join('\n');
    expect(englishText).toContain('PACKING SLIP');
    expect(englishText).toContain(`Order no. ${english.order.numero}`);
    expect(englishText).toContain('Parcel 1 of 1');
    expect(englishText).toContain('Pick-up point: Tabac du Port');
    expect(englishText).toContain('Crème au caviar');
    expect(englishText).toContain('Thank you for your order');
    expect(englishText).not.toContain('8 quai des Chartrons');
  });

  it('downloads one slip or a selection in one file, for staff only', async () => {
    const { ids } = await orderWithParcels('fr', [
      { statut: 'preparation', lignes: [[0, 1]] },
      { statut: 'preparation', lignes: [[1, 1]] },
    ]);
    const one = await get(`/api/colis/${ids[0]}/bordereau.pdf`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toContain(`bordereau-${ids[0]}.pdf`);
    expect(pageCount(one.rawPayload)).toBe(1);

    const both = await get(`/api/colis/bordereaux.pdf?ids=${ids.join(',')}`);
    expect(both.statusCode, both.body).toBe(200);
    expect(pageCount(both.rawPayload)).toBe(2);

    const unknown = await get(`/api/colis/bordereaux.pdf?ids=${ids[0]},2000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'parcel_not_found' });
    expect((await get('/api/colis/2000000000/bordereau.pdf')).json()).toMatchObject({ reason: 'parcel_not_found' });

    for (const query of [
      '',
      '?ids=',
      '?ids=1,,2',
      '?ids=abc',
      `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const bad = await get(`/api/colis/bordereaux.pdf${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400 });
    }
    expect((await get('/api/colis/abc/bordereau.pdf')).statusCode).toBe(400);

    expect((await get(`/api/colis/${ids[0]}/bordereau.pdf`, customer.token)).statusCode).toBe(403);
    expect((await get(`/api/colis/bordereaux.pdf?ids=${ids[0]}`, customer.token)).statusCode).toBe(403);
    expect((await get('/api/preparation/liste', customer.token)).statusCode).toBe(403);
    expect((await get('/api/preparation/liste.pdf', customer.token)).statusCode).toBe(403);
    expect((await get('/api/preparation/liste', '')).statusCode).toBe(401);
  });

  it('lists what the paid orders still need by variant, shipped units left out', async () => {
    // One unit of the first variant already left; a parcel still prepared is still to pick.
    const partly = await orderWithParcels('fr', [
      { statut: 'expedie', lignes: [[0, 1]] },
      { statut: 'preparation', lignes: [[1, 1]] },
    ]);
    // Everything shipped: nothing left to pick for it.
    const done = await orderWithParcels('fr', [
      {
        statut: 'expedie',
        lignes: [
          [0, 2],
          [1, 1],
        ],
      },
    ]);
    const refunded = await orderWithParcels('fr', [], { statut: 'remboursee' });

    const answer = await get('/api/preparation/liste');
    expect(answer.statusCode, answer.body).toBe(200);
    const list = PickListSchema.parse(answer.json());
    const first = list.lignes.find((line) => line.declinaison_id === variants[0])!;
    const second = list.lignes.find((line) => line.declinaison_id === variants[1])!;
    expect(first.commandes).toContain(partly.order.numero);
    expect(second.commandes).toContain(partly.order.numero);
    for (const line of [first, second]) {
      expect(line.commandes).not.toContain(done.order.numero);
      expect(line.commandes).not.toContain(refunded.order.numero);
    }
    expect(list.unites).toBe(list.lignes.reduce((sum, line) => sum + line.qtt, 0));
    const names = list.lignes.map((line) => line.produit_label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));

    const pdf = await get('/api/preparation/liste.pdf', admin, { language: 'en' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('leaves units a refund gave back out of the pick list and out of any parcel', async () => {
    const { order } = await orderWithParcels('fr', []);
    // The second variant's only unit refunded (a refund the provider refused gives nothing back).
    for (const statut of ['effectue', 'refuse'] as const) {
      const [refund] = await ctx.database.db
        .insert(remboursements)
        .values({ commande_id: order.id, statut, montant_ttc: 6_000, montant_ht: 5_000, tva: [] })
        .returning();
      await ctx.database.db
        .insert(remboursementsLignes)
        .values({ remboursement_id: refund!.id, declinaison_id: variants[1]!, qtt: 1, montant_ttc: 6_000 });
    }
    const list = PickListSchema.parse((await get('/api/preparation/liste')).json());
    const needing = (variant: number) => list.lignes.find((line) => line.declinaison_id === variant)?.commandes ?? [];
    expect(needing(variants[0]!)).toContain(order.numero);
    expect(needing(variants[1]!)).not.toContain(order.numero);

    const parcel = (declinaison: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/colis',
        headers: { authorization: `Bearer ${admin}` },
        payload: { commande_hash: order.hash, lignes: [{ declinaison_id: declinaison, qtt: 1 }] },
      });
    const refunded = await parcel(variants[1]!);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().reason).toBe('parcel_lines_refused');
    expect((await parcel(variants[0]!)).statusCode).toBe(201);
  });

  it('prints the pick list in the staff’s language', async () => {
    const packing = createPackingService({ db: ctx.database.db });
    const english = drawnText(await packing.pickListPdf('en', { compress: false })).join('\n');
    expect(english).toContain('Pick list');
    expect(english).toMatch(/order\(s\) to prepare/u);
    expect(english).toContain('Paris time');
    const french = drawnText(await packing.pickListPdf('fr', { compress: false })).join('\n');
    expect(french).toContain('Liste de préparation');
    expect(french).toContain('heure de Paris');
  });
});
