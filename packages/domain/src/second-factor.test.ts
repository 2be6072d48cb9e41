import { describe, expect, it } from 'vitest';
import { settingsFromStored } from './admin/settings.ts';
import {
  formatRecoveryCode,
  isSecondFactorFresh,
  SECOND_FACTOR_FRESH_MS,
  SecondFactorCodeSchema,
  secondFactorGate,
} from './second-factor.ts';

describe('the back office’s second factor', () => {
  it('opens the back office to a proven session, asks an enrolled one to prove it, sends others to enrol when required', () => {
    const at = new Date();
    expect(secondFactorGate({ enrolled: true, provenAt: at, required: false })).toBe('proven');
    expect(secondFactorGate({ enrolled: true, provenAt: null, required: false })).toBe('to_prove');
    expect(secondFactorGate({ enrolled: false, provenAt: null, required: true })).toBe('to_enrol');
    expect(secondFactorGate({ enrolled: false, provenAt: null, required: false })).toBe('open');
  });

  it('keeps a proof fresh for 10 minutes', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(isSecondFactorFresh(new Date(now.getTime() - SECOND_FACTOR_FRESH_MS), now)).toBe(true);
    expect(isSecondFactorFresh(new Date(now.getTime() - SECOND_FACTOR_FRESH_MS - 1), now)).toBe(false);
    expect(isSecondFactorFresh(null, now)).toBe(false);
  });

  it('reads an app code or a recovery code as typed, spaces, dashes and case aside', () => {
    const parse = (code: string) => SecondFactorCodeSchema.safeParse({ code_verification: code });
    expect(parse(' 123 456 ').data?.code_verification).toBe('123456');
    expect(parse('7kq2m-x9pld').data?.code_verification).toBe('7KQ2MX9PLD');
    expect(parse('12345').success).toBe(false);
    expect(parse('7KQ2M-X9PL!').success).toBe(false);
    expect(formatRecoveryCode('7KQ2MX9PLD')).toBe('7KQ2M-X9PLD');
  });

  it('requires no second factor and asks it again above 500 € until the shop says otherwise', () => {
    expect(settingsFromStored('securite', new Map())).toEqual({
      double_facteur_obligatoire: false,
      reverification_remboursement_cents: 50_000,
    });
    const stored = new Map([
      ['securite.double_facteur_obligatoire', 'true'],
      ['securite.reverification_remboursement_cents', '0'],
    ]);
    expect(settingsFromStored('securite', stored)).toEqual({
      double_facteur_obligatoire: true,
      reverification_remboursement_cents: 0,
    });
  });
});
