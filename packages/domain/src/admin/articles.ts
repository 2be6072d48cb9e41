import { z } from 'zod';
import { CalendarDateSchema } from '../contracts/calendar-date.ts';
import { foreignId, label, longText, slug, version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label', 'accroche', 'texte']);

/** News articles (the `actualites` of the home carousel and news pages). */
export const articlesResource = defineAdminResource({
  model: 'articles',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    slug: z.string(),
    label: z.string(),
    accroche: z.string(),
    texte: z.string(),
    visuel_id: z.number().int().nullable(),
    publie_le: z.string(),
    online: z.boolean(),
    traductions,
    version,
  }),
  input: z.object({
    label,
    slug,
    publie_le: CalendarDateSchema,
    accroche: longText.optional(),
    texte: longText.optional(),
    visuel_id: foreignId.nullable().optional(),
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
