import { z } from 'zod';
import { editorialInput, editorialRow } from './editorial-fields.ts';
import { label, order, slug, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label', 'accroche', 'texte']);

/** Active ingredients, shown in `ordre` on their page and on the products holding them. */
export const principesActifsResource = defineAdminResource({
  model: 'principes-actifs',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    ordre: z.number().int(),
    ...editorialRow,
    traductions,
    version,
  }),
  input: z.object({
    label,
    slug,
    ordre: order.optional(),
    ...editorialInput,
    traductions: traductions.optional(),
  }),
  filters: z.object({ q: querySearch.optional() }),
  sortable: ['ordre', 'label', 'id'],
  labels: {
    singular: 'Principe actif',
    plural: 'Principes actifs',
    fields: {
      label: 'Nom',
      slug: 'Adresse',
      ordre: 'Ordre',
      accroche: 'Accroche',
      texte: 'Texte',
      visuel_id: 'Visuel',
    },
  },
});
