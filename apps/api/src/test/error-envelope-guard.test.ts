import { describe, expect, it } from 'vitest';
import { findEnvelopeProblem } from './error-envelope-guard.ts';

describe('the error envelope guard of the test app', () => {
  it('accepts a failure with a known reason and a reason for each field message', () => {
    const body = {
      code: 400,
      message: 'Certains champs sont invalides.',
      errors: { mail: ['Adresse e-mail requise.'] },
      reason: 'validation_failed',
      fieldReasons: { mail: ['required'] },
    };
    expect(findEnvelopeProblem(body)).toBeNull();
  });

  it('refuses a failure without a reason, with an unknown one, or with a field left unexplained', () => {
    expect(findEnvelopeProblem({ code: 404, message: 'Introuvable.', errors: {} })).toMatch(/unknown reason/u);
    expect(findEnvelopeProblem({ code: 404, errors: {}, reason: 'Introuvable.', fieldReasons: {} })).toMatch(
      /unknown reason/u,
    );
    const body = { code: 400, errors: { mail: ['Requis.'] }, reason: 'bad_request', fieldReasons: {} };
    expect(findEnvelopeProblem(body)).toMatch(/field mail/u);
  });
});
