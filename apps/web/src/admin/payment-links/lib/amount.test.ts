import { describe, expect, it } from 'vitest';
import { formatCentsForInput, parseEurosToCents } from './amount.ts';
import { currentMonthRange } from './date-range.ts';

describe('amounts typed in euros', () => {
  it('reads euros with a comma or a point as integer cents, without floating-point drift', () => {
    expect(parseEurosToCents('125')).toBe(12500);
    expect(parseEurosToCents('125,5')).toBe(12550);
    expect(parseEurosToCents('0.29')).toBe(29);
    expect(parseEurosToCents('1 250,10 €')).toBe(125010);
    expect(parseEurosToCents('19.99')).toBe(1999);
  });

  it('refuses empty, zero, negative, three decimals and too large amounts', () => {
    for (const text of ['', '0', '0,00', '-5', '12,345', 'abc', '100000,01'])
      expect(parseEurosToCents(text)).toBeNull();
  });

  it('shows cents divided by 100 in the page language', () => {
    expect(formatCentsForInput(12550, 'fr-FR')).toBe('125,50');
    expect(formatCentsForInput(123456, 'en-GB')).toBe('1234.56');
  });
});

describe('history range', () => {
  it('defaults to the first and last day of the current month', () => {
    expect(currentMonthRange(new Date(2024, 1, 10))).toEqual({ du: '2024-02-01', au: '2024-02-29' });
    expect(currentMonthRange(new Date(2026, 11, 31, 23))).toEqual({ du: '2026-12-01', au: '2026-12-31' });
  });
});
