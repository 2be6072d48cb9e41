import { describe, expect, it } from 'vitest';
import { detectLocale, isLocale } from './locales.ts';

describe('locales', () => {
  it('knows the four shop languages', () => {
    expect(['fr', 'en', 'es', 'de'].every(isLocale)).toBe(true);
    expect(isLocale('it')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('takes the path segment first, then the browser, then French', () => {
    expect(detectLocale('en', ['de-DE'])).toBe('en');
    expect(detectLocale('xx', ['it-IT', 'es-ES'])).toBe('es');
    expect(detectLocale(undefined, ['DE'])).toBe('de');
    expect(detectLocale(undefined, ['ja'])).toBe('fr');
    expect(detectLocale(undefined)).toBe('fr');
  });
});
