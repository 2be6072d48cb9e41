import { describe, expect, it } from 'vitest';
import { referralCodeOf } from './referral.ts';

describe('referral code of an address', () => {
  it('reads the parrain parameter, upper-cased', () => {
    expect(referralCodeOf('parrain=camille7kq2&utm=x')).toBe('CAMILLE7KQ2');
    expect(referralCodeOf('?parrain=%20LEA2345%20')).toBe('LEA2345');
  });

  it('ignores a missing or malformed code', () => {
    expect(referralCodeOf('')).toBeNull();
    expect(referralCodeOf('parrain=')).toBeNull();
    expect(referralCodeOf('parrain=<script>')).toBeNull();
  });
});
