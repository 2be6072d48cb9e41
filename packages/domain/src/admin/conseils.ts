import { z } from 'zod';
import { foreignId, label, longText, order, version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label', 'texte']);

/** Usage advice: a short how-to, general or tied to one product (listed on its editor). */
export const conseilsResource = defineAdminResource({
  model: 'conseils',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    produit_id: z.number().int().nullable(),
    label: z.string(),
    texte: z.string(),
    ordre: z.number().int(),
    online: z.boolean(),
    traductions,
    version,
  }),
  input: z.object({
    label,
    texte: longText.optional(),
    produit_id: foreignId.nullable().optional(),
    ordre: order.optional(),
    online: z.boolean().optional(),
    traductions: traductions.optional(),
  }),
  filters: z.object({
    q: querySearch.optional(),
    produit: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    online: queryBoolean.optional(),
  }),
  sortable: ['ordre', 'label', 'id'],
  labels: {
    singular: 'Conseil',
    plural: 'Conseils',
    fields: { label: 'Titre', texte: 'Texte', produit_id: 'Produit', ordre: 'Ordre', online: 'En ligne' },
  },
});
