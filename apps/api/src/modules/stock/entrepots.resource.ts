import { randomBytes } from 'node:crypto';
import { entrepotsResource } from '@boutique/domain';
import { ilike, or } from 'drizzle-orm';
import { entrepots } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

// A warehouse holding units or with history cannot be removed: the foreign keys of `stocks` and
// `mouvements_stock` refuse it, answered 409.
export const entrepotsDefinition = defineResource({
  descriptor: entrepotsResource,
  table: entrepots,
  filters: {
    q: (text) => or(ilike(entrepots.label, containing(text)), ilike(entrepots.adresse, containing(text))),
  },
  sample: () => ({ label: `Entrepôt ${randomBytes(3).toString('hex')}`, adresse: '12 rue du Port, 33000 Bordeaux' }),
  sampleChange: () => ({ adresse: `${1 + Math.floor(Math.random() * 99)} quai des Chartrons, 33000 Bordeaux` }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }],
});
