import { describe, expect, it } from 'vitest';
import { holdsNul } from './nul-text.ts';

describe('holdsNul', () => {
  it('finds a NUL character in any string or key, however deep', () => {
    expect(holdsNul('a\u0000b')).toBe(true);
    expect(holdsNul({ adresse: { lignes: ['ok', 'x\u0000'] } })).toBe(true);
    expect(holdsNul({ 'cl\u0000e': 1 })).toBe(true);
  });

  it('lets every other value through', () => {
    expect(holdsNul({ nom: 'Léa', qtt: 2, cgv: true, code: null, lignes: ['\\u0000 écrit en toutes lettres'] })).toBe(
      false,
    );
    expect(holdsNul(undefined)).toBe(false);
  });
});
