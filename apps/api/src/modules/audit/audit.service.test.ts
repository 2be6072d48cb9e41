import { describe, expect, it } from 'vitest';
import { diffRows } from './audit.service.ts';

describe('an audit entry’s diff', () => {
  it('keeps the fields that changed, with their value before and after', () => {
    expect(diffRows({ label: 'Avant', ordre: 1 }, { label: 'Après', ordre: 1 })).toEqual({
      label: { before: 'Avant', after: 'Après' },
    });
  });

  it('leaves the version out: it changes on every write and says nothing to the reader', () => {
    expect(diffRows({ label: 'Même', version: 1 }, { label: 'Même', version: 2 })).toEqual({});
  });

  it('reads a creation or a deletion as every field from or to null', () => {
    expect(diffRows(null, { label: 'Neuf' })).toEqual({ label: { before: null, after: 'Neuf' } });
    expect(diffRows({ label: 'Parti' }, null)).toEqual({ label: { before: 'Parti', after: null } });
  });

  it('compares lists and objects by their content', () => {
    expect(diffRows({ ids: [1, 2], t: { en: 'a' } }, { ids: [1, 2], t: { en: 'a' } })).toEqual({});
  });
});
