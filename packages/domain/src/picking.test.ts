import { describe, expect, it } from 'vitest';
import { pickList } from './picking.ts';

const serum = { produit_label: 'Sérum éclat', label: 'Flacon 30 ml' };
const cream = { produit_label: 'Crème au caviar', label: 'Pot 50 ml' };

describe('pickList', () => {
  it('groups the units still to ship by variant, sorted by product, with the orders needing them', () => {
    const list = pickList([
      {
        numero: 'OC-1',
        lignes: [
          { declinaison_id: 2, qtt: 1, ...serum },
          { declinaison_id: 1, qtt: 2, ...cream },
        ],
        expedies: [{ declinaison_id: 1, qtt: 1 }],
      },
      { numero: 'OC-2', lignes: [{ declinaison_id: 1, qtt: 3, ...cream }], expedies: [] },
      { numero: 'OC-3', lignes: [{ declinaison_id: 2, qtt: 1, ...serum }], expedies: [{ declinaison_id: 2, qtt: 1 }] },
    ]);
    expect(list).toEqual({
      commandes: 2,
      unites: 5,
      lignes: [
        { declinaison_id: 1, ...cream, qtt: 4, commandes: ['OC-1', 'OC-2'], lots: [] },
        { declinaison_id: 2, ...serum, qtt: 1, commandes: ['OC-1'], lots: [] },
      ],
    });
  });

  it('groups each variant’s units by lot, first-expiring first, summed over the orders', () => {
    const lot = (lot_id: number, numero: string, dluo: string | null, qtt: number) => ({
      lot_id,
      declinaison_id: 1,
      numero,
      dluo,
      fabrication: null,
      qtt,
    });
    const list = pickList([
      {
        numero: 'OC-1',
        lignes: [{ declinaison_id: 1, qtt: 3, ...cream }],
        expedies: [],
        lots: [lot(9, 'PAO-12', null, 1), lot(4, 'L-2027', '2027-01-01', 2)],
      },
      {
        numero: 'OC-2',
        lignes: [{ declinaison_id: 1, qtt: 1, ...cream }],
        expedies: [],
        lots: [lot(4, 'L-2027', '2027-01-01', 1)],
      },
    ]);
    expect(list.lignes[0]!.lots).toEqual([
      { lot_id: 4, numero: 'L-2027', dluo: '2027-01-01', qtt: 3 },
      { lot_id: 9, numero: 'PAO-12', dluo: null, qtt: 1 },
    ]);
  });

  it('is empty when nothing waits', () => {
    expect(pickList([])).toEqual({ commandes: 0, unites: 0, lignes: [] });
  });
});
