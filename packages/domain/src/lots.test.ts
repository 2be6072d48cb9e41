import { describe, expect, it } from 'vitest';
import {
  compareFefo,
  INITIAL_LOT_NUMBER,
  isExpired,
  isExpiringWithin,
  LotInputSchema,
  lotDatesRefusal,
  pickFefo,
  sortFefo,
} from './lots.ts';

const lot = (id: number, dluo: string | null, fabrication: string | null = null, quantite = 0) => ({
  id,
  dluo,
  fabrication,
  quantite,
});

describe('FEFO', () => {
  it('takes the earliest best-before date first, PAO-only and undated lots after every dated one', () => {
    const ordered = sortFefo([lot(1, null), lot(2, '2027-06-01'), lot(3, '2027-01-15'), lot(4, null, '2026-01-01')]);
    expect(ordered.map((entry) => entry.id)).toEqual([3, 2, 1, 4]);
  });

  it('breaks ties by the oldest manufacture, an unknown one first, then by the lot received first', () => {
    const ordered = sortFefo([
      lot(5, '2027-01-01', '2026-03-01'),
      lot(6, '2027-01-01', '2026-01-01'),
      lot(7, '2027-01-01', null),
      lot(8, '2027-01-01', null),
    ]);
    expect(ordered.map((entry) => entry.id)).toEqual([7, 8, 6, 5]);
    expect(compareFefo(lot(1, null), lot(1, null))).toBe(0);
  });

  it('splits a quantity over the first-expiring lots and says what they cannot cover', () => {
    const lots = [lot(1, '2028-01-01', null, 5), lot(2, '2027-01-01', null, 2), lot(3, '2027-06-01', null, 0)];
    expect(pickFefo(lots, 4)).toEqual({
      picked: [
        { lot: lots[1], qtt: 2 },
        { lot: lots[0], qtt: 2 },
      ],
      short: 0,
      expired: 0,
    });
    expect(pickFefo(lots, 9).short).toBe(2);
  });

  it('sells the unexpired lots before any lot past its best-before date, and counts the expired units it had to take', () => {
    const lots = [lot(1, '2026-12-31', null, 3), lot(2, '2027-06-01', null, 2), lot(3, '2027-01-01', null, 1)];
    const today = '2027-01-01';
    expect(isExpired(lots[0]!, today)).toBe(true);
    expect(isExpired(lots[2]!, today)).toBe(false);
    const sale = pickFefo(lots, 3, { today });
    expect(sale.picked.map((entry) => [entry.lot.id, entry.qtt])).toEqual([
      [3, 1],
      [2, 2],
    ]);
    expect(sale.expired).toBe(0);
    const short = pickFefo(lots, 5, { today });
    expect(short.picked.map((entry) => [entry.lot.id, entry.qtt])).toEqual([
      [3, 1],
      [2, 2],
      [1, 2],
    ]);
    expect(short.expired).toBe(2);
    // Staff removing units (no day given) still take the first-expiring lot first.
    expect(pickFefo(lots, 1).picked[0]!.lot.id).toBe(1);
  });

  it('takes the migrated lot INITIAL first (the oldest stock), other undated lots after the dated ones', () => {
    const initial = { ...lot(1, null), numero: INITIAL_LOT_NUMBER };
    const pao = { ...lot(2, null), numero: 'PAO-12M' };
    const ordered = sortFefo([pao, lot(3, '2027-06-01'), lot(4, '2027-01-15'), initial]);
    expect(ordered.map((entry) => entry.id)).toEqual([1, 4, 3, 2]);
  });
});

describe('expiry', () => {
  it('flags a best-before date within N days or past, never a PAO-only lot', () => {
    expect(isExpiringWithin({ dluo: '2027-03-31' }, '2027-01-01', 89)).toBe(true);
    expect(isExpiringWithin({ dluo: '2027-04-01' }, '2027-01-01', 89)).toBe(false);
    expect(isExpiringWithin({ dluo: '2026-12-01' }, '2027-01-01', 0)).toBe(true);
    expect(isExpiringWithin({ dluo: null }, '2027-01-01', 10_000)).toBe(false);
  });
});

describe('lot validation', () => {
  it('asks a best-before date or a PAO of 1 to 60 months, not both, after the manufacture', () => {
    expect(lotDatesRefusal({})).toBe('lot_date_needed');
    expect(lotDatesRefusal({ dluo: '2027-01-01', pao_mois: 12 })).toBe('lot_dates_exclusive');
    expect(lotDatesRefusal({ pao_mois: 0 })).toBe('lot_pao_out_of_range');
    expect(lotDatesRefusal({ pao_mois: 61 })).toBe('lot_pao_out_of_range');
    expect(lotDatesRefusal({ pao_mois: 60 })).toBeNull();
    expect(lotDatesRefusal({ fabrication: '2027-01-01', dluo: '2027-01-01' })).toBe(
      'lot_best_before_not_after_manufacture',
    );
    expect(lotDatesRefusal({ fabrication: '2026-01-01', dluo: '2027-01-01' })).toBeNull();
  });

  it('refuses on the field concerned in the shared schema', () => {
    const result = LotInputSchema.safeParse({ numero: ' L-42 ', fabrication: '2027-02-01', dluo: '2027-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['dluo']);
    expect(LotInputSchema.parse({ numero: ' L-42 ', pao_mois: 12 }).numero).toBe('L-42');
  });
});
