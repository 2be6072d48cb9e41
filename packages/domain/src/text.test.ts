import { describe, expect, it } from 'vitest';
import { firstSentence, personName } from './text.ts';

describe('firstSentence', () => {
  it('stops at the first sentence end followed by a space', () => {
    expect(firstSentence('Une mousse douce. Elle purifie la peau.')).toBe('Une mousse douce.');
    expect(firstSentence('Vraiment ? Oui.')).toBe('Vraiment ?');
    expect(firstSentence('Et puis… la suite.')).toBe('Et puis…');
  });

  it('does not stop at a decimal point, and keeps a text without an end whole, on one line', () => {
    expect(firstSentence('Crème à 2.5 % de caviar. Suite.')).toBe('Crème à 2.5 % de caviar.');
    expect(firstSentence('  Sans point\n final  ')).toBe('Sans point final');
    expect(firstSentence('')).toBe('');
  });
});

describe('personName', () => {
  it('names a person by their names, or by their mail when they gave none', () => {
    expect(personName({ prenom: 'Alix', nom: 'Martin', mail: 'alix@exemple.fr' })).toBe('Alix Martin');
    expect(personName({ prenom: '', nom: 'Martin', mail: 'alix@exemple.fr' })).toBe('Martin');
    expect(personName({ prenom: '', nom: '', mail: 'alix@exemple.fr' })).toBe('alix@exemple.fr');
  });
});
