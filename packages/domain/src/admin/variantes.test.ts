import { describe, expect, it } from 'vitest';
import { calculateHtCents, calculateTtcCents, pricesAgree } from '../money.ts';
import { DeliveryDaysSchema, variantPriceErrors } from './variantes.ts';

describe('variant prices (VAT rule, both ways)', () => {
  it('computes HT from a TTC chosen first, and TTC from HT, rounding to the cent', () => {
    expect(calculateHtCents(4_900)).toBe(4_083); // 40,8333 → 40,83
    expect(calculateTtcCents(4_083)).toBe(4_900); // 48,996 → 49,00
    expect(calculateHtCents(1_000, 550)).toBe(948);
    expect(() => calculateHtCents(10.5)).toThrow(RangeError);
  });

  it('accepts a pair that agrees from either side and refuses any other', () => {
    expect(pricesAgree(4_083, 4_900)).toBe(true);
    expect(pricesAgree(4_158, 4_990)).toBe(true);
    expect(pricesAgree(4_083, 4_901)).toBe(false);
    expect(variantPriceErrors({ prix_ht: 1_000, prix_ttc: 1_200 })).toEqual({});
    expect(variantPriceErrors({ prix_ht: 1_000, prix_ttc: 1_000 })).toHaveProperty('prix_ttc');
  });

  it('wants the initial price in both modes or in none', () => {
    const base = { prix_ht: 1_000, prix_ttc: 1_200 };
    expect(variantPriceErrors({ ...base, prix_initial_ht: null, prix_initial_ttc: null })).toEqual({});
    expect(variantPriceErrors({ ...base, prix_initial_ht: 1_500, prix_initial_ttc: 1_800 })).toEqual({});
    expect(variantPriceErrors({ ...base, prix_initial_ht: 1_500 })).toHaveProperty('prix_initial_ttc');
    expect(variantPriceErrors({ ...base, prix_initial_ht: 1_500, prix_initial_ttc: 1_500 })).toHaveProperty(
      'prix_initial_ttc',
    );
  });

  it('reads delivery lead times as one or two ordered day counts', () => {
    expect(DeliveryDaysSchema.safeParse([]).success).toBe(true);
    expect(DeliveryDaysSchema.safeParse([0]).success).toBe(true);
    expect(DeliveryDaysSchema.safeParse([2, 5]).success).toBe(true);
    expect(DeliveryDaysSchema.safeParse([5, 2]).success).toBe(false);
    expect(DeliveryDaysSchema.safeParse([1, 2, 3]).success).toBe(false);
  });
});
