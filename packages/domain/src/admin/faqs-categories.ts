import { z } from 'zod';
import { label, order, slug, version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label'], 200);

/** The sections of the FAQ page. */
export const faqsCategoriesResource = defineAdminResource({
  model: 'faqs-categories',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    slug: z.string(),
    label: z.string(),
    visible: z.boolean(),
    ordre: z.number().int(),
    traductions,
    version,
  }),
  input: z.object({
    label,
    slug,
    visible: z.boolean().optional(),
    ordre: order.optional(),
    traductions: traductions.optional(),
  }),
  filters: z.object({ q: querySearch.optional(), visible: queryBoolean.optional() }),
  sortable: ['ordre', 'label', 'id'],
  labels: {
    singular: 'Catégorie de FAQ',
    plural: 'Catégories de FAQ',
    fields: { label: 'Libellé', slug: 'Adresse', visible: 'Visible', ordre: 'Ordre' },
  },
});
