import { describe, expect, it } from 'vitest';
import { calculateBasketTotals, calculateLineTotals, countItems } from './basket.ts';

describe('basket totals', () => {
  it('multiplies unit prices by quantities and falls back to the price without an initial price', () => {
    expect(
      calculateLineTotals({ qtt: 3, prix_ht: 1000, prix_ttc: 1200, prix_initial_ht: null, prix_initial_ttc: null }),
    ).toEqual({ prix_total_ht: 3000, prix_total: 3600, prix_total_initial_ht: 3000, prix_total_initial: 3600 });
  });

  it('sums count, HT, TTC and initial totals across lines', () => {
    expect(
      calculateBasketTotals([
        { qtt: 2, prix_ht: 4158, prix_ttc: 4990, prix_initial_ht: 4992, prix_initial_ttc: 5990 },
        { qtt: 1, prix_ht: 1000, prix_ttc: 1200, prix_initial_ht: null, prix_initial_ttc: null },
      ]),
    ).toEqual({ count: 3, total_ht: 9316, total_ttc: 11180, total_initial_ht: 10984, total_initial_ttc: 13180 });
  });

  it('is zero for an empty basket', () => {
    expect(calculateBasketTotals([])).toEqual({
      count: 0,
      total_ht: 0,
      total_ttc: 0,
      total_initial_ht: 0,
      total_initial_ttc: 0,
    });
  });

  it('counts the items of a local basket, ignoring non-positive lines', () => {
    expect(
      countItems({
        '4': { declinaison_id: 4, qtt: 2 },
        '9': { declinaison_id: 9, qtt: 1 },
        '11': { declinaison_id: 11, qtt: -1 },
      }),
    ).toBe(3);
    expect(countItems({})).toBe(0);
  });
});
