import { randomBytes } from 'node:crypto';
import { faqsCategoriesResource } from '@boutique/domain';
import { eq, ilike } from 'drizzle-orm';
import { faqsCategories } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

export const faqsCategoriesDefinition = defineResource({
  descriptor: faqsCategoriesResource,
  table: faqsCategories,
  filters: {
    q: (text) => ilike(faqsCategories.label, containing(text)),
    visible: (visible) => eq(faqsCategories.visible, visible),
  },
  affectsCatalogue: true,
  sample: () => {
    const suffix = randomBytes(3).toString('hex');
    return { label: `Rubrique ${suffix}`, slug: `rubrique-${suffix}`, visible: true };
  },
  sampleChange: () => ({ ordre: Math.floor(Math.random() * 1000) + 1 }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }, { q: lastWord(row.label), visible: 'true' }],
});
