import { describe, expect, it } from 'vitest';
import { hasScope } from './scopes.ts';

describe('hasScope', () => {
  it('passes when a single required scope is held', () => {
    expect(hasScope(['user'], 'user')).toBe(true);
    expect(hasScope(['user'], 'admin')).toBe(false);
    expect(hasScope([], 'user')).toBe(false);
  });

  it('fails when a negated scope is held', () => {
    expect(hasScope(['user'], '!user')).toBe(false);
    expect(hasScope([], '!user')).toBe(true);
  });

  it('needs one positive match and no negated scope in a list', () => {
    expect(hasScope(['user'], ['admin', 'user'])).toBe(true);
    expect(hasScope(['user', 'admin'], ['user', '!admin'])).toBe(false);
    expect(hasScope(['user'], ['user', '!admin'])).toBe(true);
    expect(hasScope(['guest'], ['user', '!admin'])).toBe(false);
  });
});
