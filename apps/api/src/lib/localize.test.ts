import { describe, expect, it } from 'vitest';
import { localize, localizeText } from './localize.ts';

const row = {
  id: 7,
  label: 'Crème de nuit',
  conteneur: 'Pot',
  traductions: { en: { label: 'Night cream', conteneur: '' }, de: {} },
};

describe('localize', () => {
  it('answers French from the columns and other languages from the translations', () => {
    expect(localize(row, 'fr', ['label', 'conteneur'])).toEqual({ id: 7, label: 'Crème de nuit', conteneur: 'Pot' });
    expect(localize(row, 'en', ['label', 'conteneur'])).toEqual({ id: 7, label: 'Night cream', conteneur: 'Pot' });
  });

  it('falls back to French for a missing or empty translation, one text at a time too', () => {
    expect(localizeText(row.label, row.traductions, 'de', 'label')).toBe('Crème de nuit');
    expect(localizeText(row.label, row.traductions, 'es', 'label')).toBe('Crème de nuit');
    expect(localizeText(row.conteneur, row.traductions, 'en', 'conteneur')).toBe('Pot');
    expect(localizeText(row.label, row.traductions, 'en', 'label')).toBe('Night cream');
    expect(localizeText(row.label, row.traductions, 'fr', 'label')).toBe('Crème de nuit');
  });
});
