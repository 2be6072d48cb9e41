import { describe, expect, it } from 'vitest';
import { makeReferralCode, referralPrefix } from './referral-code.ts';

describe('referral codes', () => {
  it('starts with the first name, accents dropped, upper-case, letters and digits only', () => {
    expect(referralPrefix('Hélène-Marie')).toBe('HELENEMARIE');
    expect(referralPrefix('  ')).toBe('ORCAVIAR');
    expect(referralPrefix('Maximilienne Anne')).toBe('MAXIMILIENNE');
  });

  it('ends with 4 unambiguous characters', () => {
    expect(makeReferralCode('Zoé', () => 0)).toBe('ZOEAAAA');
    for (let index = 0; index < 200; index += 1) expect(makeReferralCode('Léa')).toMatch(/^LEA[A-HJKMNP-Z2-9]{4}$/u);
  });
});
