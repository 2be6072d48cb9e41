import { describe, expect, it } from 'vitest';
import { discountCodeErrors, discountValueText, remisesResource } from './remises.ts';

const normalizeSpaces = (text: string) => text.replace(/\s/gu, ' ');

describe('discount codes in the back office', () => {
  it('keeps a code upper-case and refuses spaces or accents', () => {
    const input = remisesResource.input.shape.code;
    expect(input.parse(' bienvenue-10 ')).toBe('BIENVENUE-10');
    expect(input.safeParse('ÉTÉ 2026').success).toBe(false);
    expect(input.safeParse('AB').success).toBe(false);
  });
  it('caps a percentage at 100 %, not an amount', () => {
    expect(discountCodeErrors({ type: 'pourcentage', valeur: 10_001 })).toHaveProperty('valeur');
    expect(discountCodeErrors({ type: 'pourcentage', valeur: 10_000 })).toEqual({});
    expect(discountCodeErrors({ type: 'montant', valeur: 50_000 })).toEqual({});
  });
  it('wants the end after the start, from dates or their ISO text', () => {
    expect(discountCodeErrors({ debut: new Date('2026-06-01'), fin: new Date('2026-05-01') })).toHaveProperty('fin');
    expect(discountCodeErrors({ debut: '2026-06-01T00:00:00Z', fin: '2026-06-01T00:00:00Z' })).toHaveProperty('fin');
    expect(discountCodeErrors({ debut: '2026-06-01T00:00:00Z', fin: null })).toEqual({});
  });
  it('keeps the total limit at or above the uses already counted', () => {
    expect(discountCodeErrors({ limite_totale: 2, utilisations: 3 })).toHaveProperty('limite_totale');
    expect(discountCodeErrors({ limite_totale: 3, utilisations: 3 })).toEqual({});
  });
  it('shows a value as a percentage or in euros', () => {
    expect(discountValueText({ type: 'pourcentage', valeur: 1000 })).toBe('10\u00a0%');
    expect(normalizeSpaces(discountValueText({ type: 'montant', valeur: 1500 }))).toBe('15,00 €');
  });
});
