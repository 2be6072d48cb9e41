import { randomBytes } from 'node:crypto';
import { methodesPaiementsResource } from '@boutique/domain';
import { eq, ilike, or } from 'drizzle-orm';
import { methodesPaiements } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

/** Ways to pay, as the back office keeps them (card online, offline ways staff record). */
export const methodesPaiementsDefinition = defineResource({
  descriptor: methodesPaiementsResource,
  table: methodesPaiements,
  filters: {
    q: (text) => or(ilike(methodesPaiements.label, containing(text)), ilike(methodesPaiements.code, containing(text))),
    actif: (actif) => eq(methodesPaiements.actif, actif),
  },
  sample: () => {
    const suffix = randomBytes(3).toString('hex');
    return { code: `essai-${suffix}`, label: `Paiement d’essai ${suffix}`, actif: false, ordre: 900 };
  },
  sampleChange: () => ({ ordre: Math.floor(Math.random() * 1000) + 1 }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }, { q: lastWord(row.label), actif: String(row.actif) }],
});
