import { describe, expect, it } from 'vitest';
import { guessNameFromEmail, normalizeEmail, suggestEmailDomain } from './email.ts';

describe('email helpers', () => {
  it('lower-cases and trims addresses', () => {
    expect(normalizeEmail('  Claire.Dupont@Example.FR ')).toBe('claire.dupont@example.fr');
  });

  it('guesses first and last names from the local part', () => {
    expect(guessNameFromEmail('claire.dupont@example.fr')).toEqual({ prenom: 'Claire', nom: 'Dupont' });
    expect(guessNameFromEmail('jean-marc_de-la-tour@x.fr')).toEqual({ prenom: 'Jean', nom: 'Marc De La Tour' });
    expect(guessNameFromEmail('contact@x.fr')).toEqual({ prenom: 'Contact', nom: '' });
    expect(guessNameFromEmail('')).toEqual({ prenom: '', nom: '' });
  });

  it('suggests nothing with the shipped empty domain list', () => {
    expect(suggestEmailDomain('claire@gm')).toBeNull();
  });

  it('completes a domain only when exactly one known domain matches a long enough, non-numeric text', () => {
    const domains = ['gmail.com', 'gmx.fr', 'orange.fr'];
    expect(suggestEmailDomain('claire@or', domains)).toBe('claire@orange.fr');
    expect(suggestEmailDomain('claire@gm', domains)).toBeNull();
    expect(suggestEmailDomain('a@or', domains)).toBeNull();
    expect(suggestEmailDomain('12345', domains)).toBeNull();
    expect(suggestEmailDomain('claire@orange.fr', domains)).toBeNull();
  });
});
