import { describe, expect, it } from 'vitest';
import { conversionRate, countsAsSale } from './sales.ts';

describe('what counts as a sale', () => {
  it('counts paid and shipped orders, test or not, and nothing else', () => {
    expect(countsAsSale({ statut: 'payee' })).toBe(true);
    expect(countsAsSale({ statut: 'expediee' })).toBe(true);
    for (const statut of ['reservee', 'expiree', 'remboursee', 'a_verifier'] as const)
      expect(countsAsSale({ statut })).toBe(false);
  });

  it('gives no conversion rate without orders or without visits', () => {
    expect(conversionRate(0, 800)).toBeNull();
    expect(conversionRate(3, 0)).toBeNull();
    expect(conversionRate(20, 800)).toBe(0.025);
  });
});
