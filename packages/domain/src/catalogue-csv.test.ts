import { describe, expect, it } from 'vitest';
import {
  parseCsvAmount,
  parseCsvBoolean,
  parseCsvCount,
  parseCsvDate,
  parseCsvUnit,
  unquoteCell,
} from './catalogue-csv.ts';

describe('catalogue CSV cells', () => {
  it('takes back the quote the export puts before a formula-looking text, and refuses a formula typed', () => {
    expect(unquoteCell("'=2+2 en promo")).toBe('=2+2 en promo');
    expect(unquoteCell('=HYPERLINK("http://exemple.fr")')).toBeNull();
    expect(unquoteCell('@SUM(A1)')).toBeNull();
    expect(unquoteCell('-12,50')).toBe('-12,50');
    expect(unquoteCell('Crème riche')).toBe('Crème riche');
  });

  it('reads amounts as a French or English spreadsheet writes them', () => {
    expect(parseCsvAmount('12,50')).toBe(1_250);
    expect(parseCsvAmount('12.5')).toBe(1_250);
    expect(parseCsvAmount('1 234,00 €')).toBe(123_400);
    expect(parseCsvAmount('0,105')).toBeNull();
    expect(parseCsvAmount('-3,00')).toBeNull();
    expect(parseCsvAmount('douze')).toBeNull();
  });

  it('reads counts, yes and no, units and days', () => {
    expect(parseCsvCount('1 200')).toBe(1_200);
    expect(parseCsvCount('1,5')).toBeNull();
    expect([parseCsvBoolean('Oui'), parseCsvBoolean('non'), parseCsvBoolean(''), parseCsvBoolean('peut-être')]).toEqual(
      [true, false, false, null],
    );
    expect([parseCsvUnit('ML'), parseCsvUnit(''), parseCsvUnit('cl')]).toEqual(['ml', null, undefined]);
    expect([parseCsvDate('29/11/2026'), parseCsvDate('2026-02-30'), parseCsvDate('')]).toEqual([
      '2026-11-29',
      undefined,
      null,
    ]);
  });
});
