import { randomBytes } from 'node:crypto';
import { tagsResource } from '@boutique/domain';
import { eq, ilike } from 'drizzle-orm';
import { tags } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

export const tagsDefinition = defineResource({
  descriptor: tagsResource,
  table: tags,
  filters: {
    q: (text) => ilike(tags.label, containing(text)),
    type: (type) => eq(tags.type, type),
  },
  affectsCatalogue: true,
  sample: () => ({ label: `Étiquette ${randomBytes(3).toString('hex')}`, type: 'tag' }),
  sampleChange: () => ({ label: `Renommée ${randomBytes(3).toString('hex')}` }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }, { q: lastWord(row.label), type: String(row.type) }],
});
