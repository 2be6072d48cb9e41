import { z } from 'zod';
import { foreignId, order, version } from './fields.ts';
import { defineAdminResource, RecordIdSchema } from './resource.ts';

/** Product ranges: each names itself by a tag (of type 'gamme') and has a colour. */
export const gammesResource = defineAdminResource({
  model: 'gammes',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    tag_id: z.number().int(),
    ordre: z.number().int(),
    couleur: z.string(),
    version,
  }),
  input: z.object({
    tag_id: foreignId,
    ordre: order.optional(),
    couleur: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/u, 'Couleur attendue : #rrggbb.')
      .optional(),
  }),
  filters: z.object({ tag: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
  sortable: ['ordre', 'id'],
  labels: { singular: 'Gamme', plural: 'Gammes', fields: { tag_id: 'Tag', ordre: 'Ordre', couleur: 'Couleur' } },
});
