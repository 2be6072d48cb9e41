import { randomBytes } from 'node:crypto';
import { transporteursResource } from '@boutique/domain';
import { eq, ilike } from 'drizzle-orm';
import { transporteurs } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

// A carrier with delivery methods or relay points cannot be removed (their foreign keys refuse
// it, answered 409): switch it off instead, which hides all its methods from checkout.
export const transporteursDefinition = defineResource({
  descriptor: transporteursResource,
  table: transporteurs,
  filters: {
    q: (text) => ilike(transporteurs.label, containing(text)),
    actif: (actif) => eq(transporteurs.actif, actif),
  },
  sample: () => ({ label: `Transporteur ${randomBytes(3).toString('hex')}` }),
  sampleChange: () => ({ label: `Messagerie ${randomBytes(3).toString('hex')}` }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }, { q: lastWord(row.label), actif: String(row.actif) }],
});
