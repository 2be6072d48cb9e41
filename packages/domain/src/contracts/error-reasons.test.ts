import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from './addresses.ts';
import { NewPasswordSchema, SignUpSchema } from './auth.ts';
import { isErrorReason, reasonOfIssue, reasonOfStatus } from './error-reasons.ts';

const reasonsOf = (result: { success: boolean; error?: { issues: Parameters<typeof reasonOfIssue>[0][] } }) =>
  result.error?.issues.map(reasonOfIssue) ?? [];

describe('error reasons', () => {
  it('gives every refused status a default reason', () => {
    expect(reasonOfStatus(404)).toBe('not_found');
    expect(reasonOfStatus(429)).toBe('rate_limited');
    expect(reasonOfStatus(418)).toBe('bad_request');
    expect(reasonOfStatus(504)).toBe('internal_error');
  });

  it('knows only the listed reasons', () => {
    expect(isErrorReason('invalid_credentials')).toBe(true);
    expect(isErrorReason('Adresse e-mail ou mot de passe incorrect.')).toBe(false);
  });

  it('names a missing, an empty, a too long and a malformed field', () => {
    const missing = AddressInputSchema.safeParse({ prenom: '', nom: 'N'.repeat(81), ville: 'Lyon', code_postal: '!' });
    const byField = Object.fromEntries(
      (missing.error?.issues ?? []).map((issue) => [String(issue.path[0]), reasonOfIssue(issue)]),
    );
    expect(byField).toMatchObject({
      prenom: 'required',
      nom: 'too_long',
      ligne1: 'required',
      code_postal: 'invalid_format',
    });
  });

  it('names the password problems with their own reasons', () => {
    expect(reasonsOf(NewPasswordSchema.safeParse('short'))).toEqual(['too_short']);
    expect(reasonsOf(NewPasswordSchema.safeParse('password'))).toEqual(['password_too_common']);
  });

  it('answers invalid_format for a malformed address', () => {
    const result = SignUpSchema.safeParse({ mail: 'not-a-mail', password: 'x' });
    const mailIssue = result.error?.issues.find((issue) => issue.path[0] === 'mail');
    expect(mailIssue && reasonOfIssue(mailIssue)).toBe('invalid_format');
  });
});
