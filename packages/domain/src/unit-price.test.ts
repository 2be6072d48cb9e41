import { describe, expect, it } from 'vitest';
import { netContentErrors, unitPrice } from './unit-price.ts';

describe('unitPrice', () => {
  it('gives a price per litre for a content in millilitres', () => {
    expect(unitPrice(4900, { contenance: 150, unite: 'ml' })).toEqual({ cents: 32667, per: 'l' });
    expect(unitPrice(14500, { contenance: 50, unite: 'ml' })).toEqual({ cents: 290000, per: 'l' });
  });

  it('gives a price per kilogram for a content in grams', () => {
    expect(unitPrice(2400, { contenance: 200, unite: 'g' })).toEqual({ cents: 12000, per: 'kg' });
  });

  it('gives nothing when the content is unknown', () => {
    expect(unitPrice(4900, { contenance: null, unite: null })).toBeNull();
    expect(unitPrice(4900, { contenance: 150, unite: null })).toBeNull();
  });
});

describe('netContentErrors', () => {
  it('accepts a whole content or none', () => {
    expect(netContentErrors({ contenance: 50, unite: 'ml' })).toEqual({});
    expect(netContentErrors({ contenance: null, unite: null })).toEqual({});
    expect(netContentErrors({})).toEqual({});
  });

  it('refuses a quantity without its unit, and a unit without a quantity', () => {
    expect(Object.keys(netContentErrors({ contenance: 50, unite: null }))).toEqual(['unite']);
    expect(Object.keys(netContentErrors({ contenance: null, unite: 'g' }))).toEqual(['contenance']);
  });
});
