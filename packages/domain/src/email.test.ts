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

  it('completes and corrects the common providers’ domains by default', () => {
    expect(suggestEmailDomain('claire@gm')).toBeNull();
    expect(suggestEmailDomain('claire@gmai')).toBe('claire@gmail.com');
    expect(suggestEmailDomain('claire@gmial.com')).toBe('claire@gmail.com');
    expect(suggestEmailDomain('claire@gmail.con')).toBe('claire@gmail.com');
    expect(suggestEmailDomain('claire@gmal.com')).toBe('claire@gmail.com');
    expect(suggestEmailDomain('claire@hotmial.fr')).toBe('claire@hotmail.fr');
    expect(suggestEmailDomain('claire@orangee.fr')).toBe('claire@orange.fr');
    expect(suggestEmailDomain('claire@gmail.com')).toBeNull();
    // A company's own domain, nowhere near a provider's, is left alone.
    expect(suggestEmailDomain('claire@maison-orcaviar.fr')).toBeNull();
    expect(suggestEmailDomain('claire@gmail')).toBe('claire@gmail.com');
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
