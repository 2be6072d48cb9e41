import { describe, expect, it } from 'vitest';
import { checkPassword } from './password.ts';

describe('checkPassword', () => {
  it('accepts a long enough uncommon password, with no upper limit short of 256', () => {
    expect(checkPassword('perles-de-caviar-2026')).toEqual([]);
    expect(checkPassword('x'.repeat(256))).toEqual([]);
  });

  it('refuses short, overlong and common passwords', () => {
    expect(checkPassword('court')).toEqual(['Le mot de passe doit contenir au moins 8 caractères.']);
    expect(checkPassword('x'.repeat(257))).toHaveLength(1);
    expect(checkPassword('Azertyuiop')).toEqual(['Ce mot de passe est trop courant, choisissez-en un autre.']);
  });
});
