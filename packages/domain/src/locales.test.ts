import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLocale, homeLocale, isLocale } from './locales.ts';

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

  it('reads an Accept-Language header by preference', () => {
    expect(acceptedLanguages('de-CH,de;q=0.9,en;q=0.8,*;q=0.5')).toEqual(['de-CH', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, es')).toEqual(['es', 'en']);
    expect(acceptedLanguages('fr;q=0, it, de;q=0.1')).toEqual(['it', 'de']);
    expect(acceptedLanguages('en;q=abc, <script>, es')).toEqual(['en', 'es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('sends home to the remembered language, else the browser’s, else French', () => {
    expect(homeLocale('de', ['es-ES'])).toBe('de');
    expect(homeLocale('it', ['it-IT', 'es-ES'])).toBe('es');
    expect(homeLocale(null, acceptedLanguages('ja,en;q=0.9'))).toBe('en');
    expect(homeLocale(undefined, [])).toBe('fr');
  });
});
