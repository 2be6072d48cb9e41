import { z } from 'zod';
import { label, order, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema } from './resource.ts';

/**
 * The warehouses stock is kept in. A sale takes its units from the warehouse of lowest `ordre`
 * first, then the next ones: the first warehouse is the one parcels leave from.
 */
export const entrepotsResource = defineAdminResource({
  model: 'entrepots',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    label: z.string(),
    adresse: z.string(),
    ordre: z.number().int(),
    version,
  }),
  input: z.object({
    label,
    adresse: z.string().trim().max(500).optional(),
    ordre: order.optional(),
  }),
  filters: z.object({ q: querySearch.optional() }),
  sortable: ['ordre', 'label', 'id'],
  labels: {
    singular: 'Entrepôt',
    plural: 'Entrepôts',
    fields: { label: 'Nom', adresse: 'Adresse', ordre: 'Ordre de préparation' },
  },
});
