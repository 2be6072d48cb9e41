import { describe, expect, it } from 'vitest';
import { calculateTotalStock, filterSuggestible, pickRandomSuggestion, rankCrossSell } from './cross-sell.ts';

const product = (id: number, associes: number[] = [], stocks: (number | null)[] = [5], offline = false) => ({
  id,
  offline,
  associes: associes.map((produit_associe_id) => ({ produit_associe_id })),
  declinaisons: stocks.map((total) => ({ stock: total === null ? null : { total } })),
});

describe('rankCrossSell', () => {
  it('ranks associated products by how many basket items point to them', () => {
    expect(rankCrossSell([product(1, [5, 6, 7]), product(2, [7, 6]), product(3, [7])])).toEqual([7, 6, 5]);
  });

  it('leaves out products already in the basket', () => {
    expect(rankCrossSell([product(1, [2, 3]), product(2, [1, 3])])).toEqual([3]);
  });

  it('suggests nothing for an empty basket or products without associations', () => {
    expect(rankCrossSell([])).toEqual([]);
    expect(rankCrossSell([product(1)])).toEqual([]);
  });
});

describe('random suggestion', () => {
  const catalogue = [
    product(1, [], [0, 0]),
    product(2, [], [0, 3]),
    product(3, [], [4], true),
    product(4, [], [null]),
    product(5, [], [2]),
  ];

  it('keeps only online products with stock across their variants', () => {
    expect(filterSuggestible(catalogue).map((p) => p.id)).toEqual([2, 5]);
  });

  it('sums stock across variants, untracked counting as zero', () => {
    expect(calculateTotalStock(product(9, [], [2, null, 3, -1]))).toBe(5);
  });

  it('picks among eligible products only, or none', () => {
    expect(pickRandomSuggestion(catalogue, () => 0)?.id).toBe(2);
    expect(pickRandomSuggestion(catalogue, () => 0.99)?.id).toBe(5);
    expect(pickRandomSuggestion([product(1, [], [0])], () => 0)).toBeNull();
  });
});
