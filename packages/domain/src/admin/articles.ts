import { z } from 'zod';
import { CalendarDateSchema } from '../contracts/calendar-date.ts';
import { editorialInput, editorialRow } from './editorial-fields.ts';
import { label, slug, version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label', 'accroche', 'texte']);

/** News articles (the `actualites` of the home carousel and news pages). */
export const articlesResource = defineAdminResource({
  model: 'articles',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    ...editorialRow,
    publie_le: z.string(),
    online: z.boolean(),
    traductions,
    version,
  }),
  input: z.object({
    label,
    slug,
    publie_le: CalendarDateSchema,
    ...editorialInput,
    online: z.boolean().optional(),
    traductions: traductions.optional(),
  }),
  filters: z.object({ q: querySearch.optional(), online: queryBoolean.optional() }),
  sortable: ['publie_le', 'label', 'id'],
  labels: {
    singular: 'Article',
    plural: 'Articles',
    fields: {
      label: 'Titre',
      slug: 'Adresse',
      publie_le: 'Publié le',
      accroche: 'Accroche',
      texte: 'Texte',
      visuel_id: 'Visuel',
      online: 'En ligne',
    },
  },
});
