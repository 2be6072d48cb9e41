import { describe, expect, it } from 'vitest';
import { messagePlaceholders, placeholderRefusal, TranslateInputSchema } from './trads.ts';

describe('message placeholders', () => {
  it('reads i18next and ICU placeholders, sorted and once each', () => {
    expect(messagePlaceholders('Langue : {{langue}} ({{ code }}), {{langue}}')).toEqual(['code', 'langue']);
    expect(messagePlaceholders('{{date, datetime}} pour {nom}')).toEqual(['date', 'nom']);
    expect(messagePlaceholders('Sans variable')).toEqual([]);
  });

  it('accepts the same placeholders in any order and refuses a missing or an unknown one', () => {
    expect(placeholderRefusal('Panier, {{count}} article', '{{count}} item in the basket')).toBeNull();
    expect(placeholderRefusal('{{a}} et {{b}}', '{{b}} and {{a}}')).toBeNull();
    expect(placeholderRefusal('{{a}} et {{b}}', '{{a}} only')).toBe('Variable manquante : {{b}}.');
    expect(placeholderRefusal('Bonjour', 'Hello {{name}}')).toBe('Variable inconnue : {{name}}.');
  });
});

describe('translate input', () => {
  it('takes 1 to 50 French texts of 5,000 characters at most, to en, es or de', () => {
    expect(TranslateInputSchema.parse({ texts: ['Bonjour'], target: 'de' })).toEqual({
      texts: ['Bonjour'],
      source: 'fr',
      target: 'de',
    });
    expect(TranslateInputSchema.safeParse({ texts: Array(51).fill('a'), target: 'en' }).success).toBe(false);
    expect(TranslateInputSchema.safeParse({ texts: ['a'.repeat(5_001)], target: 'en' }).success).toBe(false);
    expect(TranslateInputSchema.safeParse({ texts: ['a'], target: 'fr' }).success).toBe(false);
  });
});
