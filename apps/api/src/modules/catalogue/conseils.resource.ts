import { randomBytes } from 'node:crypto';
import { conseilsResource } from '@boutique/domain';
import { eq, ilike, or } from 'drizzle-orm';
import { conseils } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

export const conseilsDefinition = defineResource({
  descriptor: conseilsResource,
  table: conseils,
  filters: {
    q: (text) => or(ilike(conseils.label, containing(text)), ilike(conseils.texte, containing(text))),
    produit: (id) => eq(conseils.produit_id, id),
    online: (online) => eq(conseils.online, online),
  },
  sample: () => ({
    label: `Appliquer matin et soir ${randomBytes(3).toString('hex')}`,
    texte: 'Sur peau propre, en massant du centre vers l’extérieur.',
    produit_id: 1,
  }),
  sampleChange: () => ({ ordre: Math.floor(Math.random() * 1000) + 1 }),
  sampleFilters: (row) => [
    { q: lastWord(row.label) },
    { q: lastWord(row.label), produit: String(row.produit_id), online: String(row.online) },
  ],
});
