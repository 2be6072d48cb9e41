import { randomBytes } from 'node:crypto';
import { principesActifsResource } from '@boutique/domain';
import { ilike } from 'drizzle-orm';
import { principesActifs } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

export const principesActifsDefinition = defineResource({
  descriptor: principesActifsResource,
  table: principesActifs,
  filters: { q: (text) => ilike(principesActifs.label, containing(text)) },
  affectsCatalogue: true,
  sample: () => {
    const suffix = randomBytes(3).toString('hex');
    return { label: `Extrait ${suffix}`, slug: `extrait-${suffix}`, ordre: 50, accroche: 'Nourrit la peau.' };
  },
  sampleChange: () => ({ accroche: `Apaise la peau ${randomBytes(2).toString('hex')}.` }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }],
});
