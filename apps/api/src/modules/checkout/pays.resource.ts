import { randomBytes } from 'node:crypto';
import { paysResource } from '@boutique/domain';
import { eq, ilike, or } from 'drizzle-orm';
import { pays } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The demo's countries, which samples must not take. */
const SEEDED = new Set(['FR', 'MC', 'BE', 'LU', 'DE', 'ES', 'IT', 'NL', 'AT', 'PT', 'IE']);
let next = Math.floor(Math.random() * LETTERS.length ** 2);
/** A two-letter code no other sample of this run holds (codes are unique). */
const sampleCode = (): string => {
  next = (next + 1) % LETTERS.length ** 2;
  const code = `${LETTERS[Math.floor(next / LETTERS.length)]}${LETTERS[next % LETTERS.length]}`;
  return SEEDED.has(code) ? sampleCode() : code;
};

/** Countries sold to, with their standard VAT rate; checkout delivers to the active ones only. */
export const paysDefinition = defineResource({
  descriptor: paysResource,
  table: pays,
  filters: {
    q: (text) => or(ilike(pays.nom, containing(text)), ilike(pays.code, containing(text))),
    actif: (actif) => eq(pays.actif, actif),
  },
  // Inactive: checkout of other tests never offers them.
  sample: () => ({
    code: sampleCode(),
    nom: `Essai ${randomBytes(3).toString('hex')}`,
    tva_bps: 2_100,
    actif: false,
    ordre: 900,
  }),
  sampleChange: () => ({ tva_bps: Math.floor(Math.random() * 2_500) }),
  sampleFilters: (row) => [{ q: lastWord(row.nom) }, { q: lastWord(row.nom), actif: String(row.actif) }],
});
