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
        { declinaison_id: 1, ...cream, qtt: 4, commandes: ['OC-1', 'OC-2'] },
        { declinaison_id: 2, ...serum, qtt: 1, commandes: ['OC-1'] },
      ],
    });
  });

  it('is empty when nothing waits', () => {
    expect(pickList([])).toEqual({ commandes: 0, unites: 0, lignes: [] });
  });
});
