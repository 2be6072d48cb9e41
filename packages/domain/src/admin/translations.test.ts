import { describe, expect, it } from 'vitest';
import { produitsResource } from './produits.ts';
import { configurationsResource } from './configurations.ts';
import { localesMissing, translatableFields, translationCompleteness } from './translations.ts';

describe('translation completeness', () => {
  it('reads the translatable fields from a descriptor', () => {
    expect(translatableFields(produitsResource.input)).toEqual([
      'label',
      'accroche',
      'description',
      'meta_description',
    ]);
    expect(translatableFields(configurationsResource.input)).toEqual([]);
  });

  it('counts French and each filled translation, flagging the missing languages', () => {
    const completeness = translationCompleteness(
      ['label', 'accroche'],
      { label: 'Crème', accroche: '' },
      { en: { label: 'Cream', accroche: 'Soft' }, es: { label: '  ' }, de: { label: 'Creme' } },
    );
    expect(completeness).toEqual([
      { field: 'label', done: ['fr', 'en', 'de'], missing: ['es'] },
      // No French source: nothing to translate yet, whatever the other languages hold.
      { field: 'accroche', done: [], missing: ['fr', 'en', 'es', 'de'] },
    ]);
    expect(localesMissing(completeness)).toEqual(['es']);
  });
});
