import { describe, expect, it } from 'vitest';
import { countryName } from './countries.ts';

describe('countryName', () => {
  it('names a country code in the language asked, and keeps a name already written out', () => {
    expect(countryName('FR', 'fr-FR')).toBe('France');
    expect(countryName('DE', 'fr-FR')).toBe('Allemagne');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('be', 'es-ES')).toBe('Bélgica');
    expect(countryName('France', 'en-GB')).toBe('France');
    expect(countryName('', 'fr-FR')).toBe('');
  });
});
