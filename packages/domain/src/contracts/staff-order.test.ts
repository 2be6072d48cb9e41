import { describe, expect, it } from 'vitest';
import { checkoutTotals, deliveryPrice } from '../checkout.ts';
import { StaffOrderInputSchema, StaffOrderQuoteInputSchema } from './staff-order.ts';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const valid = {
  client: { type: 'existant', id: 4 },
  lignes: [{ declinaison_id: 7, qtt: 2 }],
  adresse: { type: 'existante', id: 9 },
  livraison: 3,
  paiement: { mode: 'lien', canal: 'mail' },
};

describe('staff order body', () => {
  it('accepts an order for an account, paid by link or offline, with defaults filled', () => {
    expect(StaffOrderInputSchema.parse(valid)).toMatchObject({ point_relais: null, code: null });
    expect(StaffOrderInputSchema.safeParse({ ...valid, paiement: { mode: 'hors_ligne', methode_id: 2 } }).success).toBe(
      true,
    );
    expect(StaffOrderInputSchema.parse({ ...valid, code: '  ' }).code).toBeNull();
  });

  it('names each wrong field', () => {
    expect(paths(StaffOrderInputSchema.safeParse({ ...valid, lignes: [] }))).toEqual(['lignes']);
    expect(paths(StaffOrderInputSchema.safeParse({ ...valid, lignes: [{ declinaison_id: 7, qtt: 0 }] }))).toEqual([
      'lignes.0.qtt',
    ]);
    expect(
      paths(
        StaffOrderInputSchema.safeParse({
          ...valid,
          lignes: [
            { declinaison_id: 7, qtt: 1 },
            { declinaison_id: 7, qtt: 2 },
          ],
        }),
      ),
    ).toEqual(['lignes']);
    expect(paths(StaffOrderInputSchema.safeParse({ ...valid, paiement: { mode: 'lien', canal: 'pigeon' } }))).toEqual([
      'paiement.canal',
    ]);
    expect(paths(StaffOrderInputSchema.safeParse({ ...valid, paiement: { mode: 'hors_ligne' } }))).toEqual([
      'paiement.methode_id',
    ]);
    expect(paths(StaffOrderInputSchema.safeParse({ ...valid, livraison: null }))).toEqual(['livraison']);
  });

  it('asks a new customer’s address, never an existing one', () => {
    const newcomer = { type: 'nouveau', mail: 'lea@exemple.fr', prenom: 'Léa', nom: 'Martin' };
    expect(paths(StaffOrderInputSchema.safeParse({ ...valid, client: newcomer }))).toEqual(['adresse']);
    const parsed = StaffOrderInputSchema.parse({
      ...valid,
      client: newcomer,
      adresse: {
        type: 'nouvelle',
        prenom: 'Léa',
        nom: 'Martin',
        ligne1: '1 rue X',
        code_postal: '33000',
        ville: 'Bordeaux',
      },
    });
    expect(parsed.client).toMatchObject({ langue: 'fr' });
    const badMail = { ...newcomer, mail: 'pas-une-adresse' };
    const wrong = StaffOrderInputSchema.safeParse({ ...valid, client: badMail, adresse: parsed.adresse });
    expect(paths(wrong)).toEqual(['client.mail']);
  });

  it('quotes before a delivery method is chosen', () => {
    expect(StaffOrderQuoteInputSchema.parse({ ...valid, livraison: undefined }).livraison).toBeNull();
  });
});

describe('staff order totals (checkout’s functions)', () => {
  it('adds delivery, takes the discount off, and splits VAT so HT + VAT = TTC', () => {
    const lines = [{ prix_ht: 10_000, prix_ttc: 12_000, qtt: 2 }];
    const delivery = deliveryPrice({ prix_ttc: 990, franco: true }, 24_000 - 2_400, 30_000);
    const totals = checkoutTotals(lines, delivery, 2_400);
    expect(totals.total_ttc).toBe(24_000 + 990 - 2_400);
    expect(totals.total_ht + totals.tva.reduce((sum, line) => sum + line.montant, 0)).toBe(totals.total_ttc);
    expect(deliveryPrice({ prix_ttc: 990, franco: true }, 30_000, 30_000)).toBe(0);
  });
});
