import { randomBytes } from 'node:crypto';
import { articlesResource } from '@boutique/domain';
import { eq, ilike } from 'drizzle-orm';
import { actualites } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

export const articlesDefinition = defineResource({
  descriptor: articlesResource,
  table: actualites,
  filters: {
    q: (text) => ilike(actualites.label, containing(text)),
    online: (online) => eq(actualites.online, online),
  },
  // Online articles feed the page heads and the sitemap built with the catalogue.
  affectsCatalogue: true,
  sample: () => {
    const suffix = randomBytes(3).toString('hex');
    return { label: `Nouvelle ${suffix}`, slug: `nouvelle-${suffix}`, publie_le: '2026-03-01', online: false };
  },
  sampleChange: () => ({ accroche: `Le rituel du soir ${randomBytes(2).toString('hex')}.` }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }, { q: lastWord(row.label), online: String(row.online) }],
});
