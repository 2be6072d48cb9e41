import { describe, expect, it } from 'vitest';
import { listCountries } from './countries.ts';

describe('address form countries', () => {
  it('lists the delivered countries first, France leading, then the others as the language sorts', () => {
    const { delivered, others } = listCountries('de', ['BE', 'DE', 'FR', 'MC', 'ES']);
    expect(delivered.map((country) => country.iso2)).toEqual(['FR', 'BE', 'DE', 'MC', 'ES']);
    expect(delivered.map((country) => country.name)).toEqual([
      'Frankreich',
      'Belgien',
      'Deutschland',
      'Monaco',
      'Spanien',
    ]);
    expect(others.length).toBeGreaterThan(200);
    expect(others.some((country) => country.iso2 === 'FR')).toBe(false);
    const collator = new Intl.Collator('de');
    const names = others.map((country) => country.name);
    expect(names).toEqual([...names].sort(collator.compare));
    // Ä sorts with A in German, not after Z.
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Belize'));
  });

  it('puts France alone first when the delivered countries are unknown', () => {
    expect(listCountries('fr').delivered.map((country) => country.name)).toEqual(['France']);
  });
});
