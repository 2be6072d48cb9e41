import { z } from 'zod';
import { label, version } from './fields.ts';
import { defineAdminResource, querySearch, queryText, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label'], 200);

/** Product tags; type 'tag' shows on product pages, 'gamme' names a range, others are internal. */
export const tagsResource = defineAdminResource({
  model: 'tags',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({ id: z.number().int(), label: z.string(), type: z.string(), traductions, version }),
  input: z.object({
    label,
    type: z.string().trim().min(1).max(40).optional(),
    traductions: traductions.optional(),
  }),
  filters: z.object({ q: querySearch.optional(), type: queryText(40).optional() }),
  sortable: ['label', 'type', 'id'],
  labels: { singular: 'Tag', plural: 'Tags', fields: { label: 'Libellé', type: 'Type' } },
});
