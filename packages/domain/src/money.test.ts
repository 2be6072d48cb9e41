import { describe, expect, it } from 'vitest';
import {
  assertCents,
  calculateTtcCents,
  displayedPrice,
  formatEuros,
  formatPercentBps,
  hundredthsText,
  parseHundredths,
  priceForMode,
} from './money.ts';

const normalizeSpaces = (text: string) => text.replace(/\s/gu, ' ');

describe('money', () => {
  it('adds 20 % VAT and rounds to the nearest cent', () => {
    expect(calculateTtcCents(10_000)).toBe(12_000);
    expect(calculateTtcCents(4_158)).toBe(4_990); // 49.896 → 49.90
    expect(calculateTtcCents(1)).toBe(1);
    expect(calculateTtcCents(1_000, 550)).toBe(1_055);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => assertCents(12.5)).toThrow(RangeError);
    expect(() => calculateTtcCents(Number.NaN)).toThrow(RangeError);
    expect(() => assertCents(1299)).not.toThrow();
  });

  it('formats cents as French euros by default', () => {
    expect(normalizeSpaces(formatEuros(123_456))).toBe('1 234,56 €');
    expect(normalizeSpaces(formatEuros(0))).toBe('0,00 €');
    expect(formatEuros(990, 'en-GB')).toBe('€9.90');
  });

  it('shows the price of the chosen mode, TTC by default', () => {
    const price = { prix_ht: 1000, prix_ttc: 1200 };
    expect(priceForMode(price)).toBe(1200);
    expect(priceForMode(price, 'ttc')).toBe(1200);
    expect(priceForMode(price, 'ht')).toBe(1000);
  });

  it('displays an item in the visitor’s mode, the initial price only when it is a discount', () => {
    const onSale = { prix_ht: 1000, prix_ttc: 1200, prix_initial_ht: 1250, prix_initial_ttc: 1500 };
    expect(displayedPrice(onSale, 'ttc')).toEqual({ priceCents: 1200, initialCents: 1500, mode: 'ttc' });
    expect(displayedPrice(onSale, 'ht')).toEqual({ priceCents: 1000, initialCents: 1250, mode: 'ht' });
    expect(displayedPrice(onSale)).toEqual({ priceCents: 1200, initialCents: 1500, mode: 'ttc' });
    const notDiscounted = { ...onSale, prix_initial_ht: 1000, prix_initial_ttc: 1200 };
    expect(displayedPrice(notDiscounted, 'ht').initialCents).toBeNull();
    const noInitial = { ...onSale, prix_initial_ht: null, prix_initial_ttc: null };
    expect(displayedPrice(noInitial, 'ht')).toEqual({ priceCents: 1000, initialCents: null, mode: 'ht' });
  });
});

describe('hundredths typed and shown (euros ↔ cents, % ↔ basis points)', () => {
  it('reads a typed decimal with a comma or a point', () => {
    expect(parseHundredths('12')).toBe(1200);
    expect(parseHundredths(' 12,5 ')).toBe(1250);
    expect(parseHundredths('0.05')).toBe(5);
    expect(parseHundredths('')).toBeNull();
    expect(parseHundredths('12,345')).toBeNull();
    expect(parseHundredths('-3')).toBeNull();
    expect(parseHundredths('dix')).toBeNull();
  });
  it('writes them back without useless zeros', () => {
    expect(hundredthsText(1000)).toBe('10');
    expect(hundredthsText(1250)).toBe('12,5');
    expect(hundredthsText(10_000)).toBe('100');
    expect(hundredthsText(5)).toBe('0,05');
    expect(formatPercentBps(550)).toBe('5,5\u00a0%');
  });
});
