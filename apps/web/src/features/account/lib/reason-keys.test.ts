import { PASSWORD_MIN_LENGTH, SignUpSchema } from '@boutique/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { issuesToFieldErrors, readFormFailure } from './form-errors.ts';
import { ADDRESS_REASON_KEYS, GOOGLE_REASON_KEYS, keyOfRefusal } from './reason-keys.ts';

describe('refusals worded by reason', () => {
  it('words a field by its field and reason, whatever the French sentence says', () => {
    const refusal = { message: 'Texte que le serveur a changé.', reason: 'invalid_format' as const };
    expect(keyOfRefusal(refusal, 'mail', [])).toEqual({ key: 'compte.erreurs.mail_invalide' });
    expect(keyOfRefusal(refusal, 'code_postal', [ADDRESS_REASON_KEYS])).toEqual({
      key: 'compte.adresses.erreurs.code_postal_invalide',
    });
  });

  it('counts the password’s minimum length from the shared rule', () => {
    expect(keyOfRefusal({ message: '', reason: 'too_short' }, 'password', [])).toEqual({
      key: 'compte.erreurs.password_court',
      count: PASSWORD_MIN_LENGTH,
    });
  });

  it('words a whole-form refusal by its reason, the form’s own table first', () => {
    expect(keyOfRefusal({ message: '', reason: 'invalid_credentials' }, null, [])).toEqual({
      key: 'compte.erreurs.identifiants',
    });
    expect(keyOfRefusal({ message: '', reason: 'password_incorrect' }, 'password', [GOOGLE_REASON_KEYS])).toEqual({
      key: 'sign.google.erreurs.password_incorrect',
    });
    expect(keyOfRefusal({ message: '', reason: 'session_expired' }, null, [GOOGLE_REASON_KEYS])).toEqual({
      key: 'compte.erreurs.session_expiree',
    });
  });

  it('counts the minutes to wait only when the answer said how long', () => {
    const refusal = { message: 'Trop de tentatives.', reason: 'too_many_sign_in_attempts' as const };
    expect(keyOfRefusal({ ...refusal, count: 3 }, null, [])).toEqual({
      key: 'compte.erreurs.trop_de_tentatives',
      count: 3,
    });
    expect(keyOfRefusal(refusal, null, [])).toBeNull();
  });

  it('counts a recovery code’s tries left from the answer', () => {
    const refusal = { message: 'Code incorrect. Encore 2 essais.', reason: 'recovery_code_incorrect' as const };
    expect(keyOfRefusal({ ...refusal, count: 2 }, 'code', [])).toEqual({
      key: 'compte.erreurs.code_incorrect',
      count: 2,
    });
    expect(keyOfRefusal(refusal, 'code', [])).toBeNull();
  });

  it('leaves an unworded reason, or none, to the server’s words', () => {
    expect(keyOfRefusal({ message: 'Carte refusée.', reason: 'bad_gateway' }, null, [])).toBeNull();
    expect(keyOfRefusal({ message: 'Network error', reason: null }, null, [])).toBeNull();
  });
});

describe('form failures', () => {
  it('gives a field the number its answer counts, for the messages of the answer’s reason', () => {
    const error = new ApiError({
      code: 400,
      message: 'Code incorrect. Encore 2 essais.',
      errors: { code: ['Code incorrect. Encore 2 essais.'] },
      reason: 'recovery_code_incorrect',
      fieldReasons: { code: ['recovery_code_incorrect'] },
      count: 2,
    });
    expect(readFormFailure(error, ['code']).fieldErrors).toEqual({
      code: [{ message: 'Code incorrect. Encore 2 essais.', reason: 'recovery_code_incorrect', count: 2 }],
    });
  });

  it('keeps the server’s field reasons beside its messages', () => {
    const error = new ApiError({
      code: 400,
      message: 'Certains champs sont invalides.',
      errors: { mail: ['Adresse e-mail invalide.'], autre: ['Ignoré.'] },
      reason: 'validation_failed',
      fieldReasons: { mail: ['invalid_format'], autre: ['invalid'] },
    });
    expect(readFormFailure(error, ['mail'])).toEqual({
      fieldErrors: { mail: [{ message: 'Adresse e-mail invalide.', reason: 'invalid_format' }] },
      formMessage: null,
      isNetwork: false,
    });
  });

  it('speaks for the whole form on a 429, with the minutes of Retry-After', () => {
    const error = new ApiError(
      { code: 429, message: 'Trop de tentatives.', errors: {}, reason: 'too_many_sign_in_attempts', fieldReasons: {} },
      null,
      120,
    );
    expect(readFormFailure(error, ['mail']).formMessage).toEqual({
      message: 'Trop de tentatives.',
      reason: 'too_many_sign_in_attempts',
      count: 2,
    });
  });

  it('gives the browser’s own checks the reasons the server would give', () => {
    const parsed = SignUpSchema.safeParse({ prenom: '', nom: 'Durand', mail: 'x', password: 'password' });
    const failure = issuesToFieldErrors(parsed.error?.issues ?? [], ['prenom', 'mail', 'password']);
    expect(failure.fieldErrors.prenom?.[0]?.reason).toBe('required');
    expect(failure.fieldErrors.mail?.[0]?.reason).toBe('invalid_format');
    expect(failure.fieldErrors.password?.[0]?.reason).toBe('password_too_common');
  });
});
