import { z } from 'zod';
import { label, order, version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label', 'description'], 500);

/**
 * Ways to pay: the card through the payment provider (`en_ligne`), or offline ways staff record
 * by hand (transfer, cheque, cash at a trade show). A code names each for the code that reads
 * them; the label and description are shown to customers in their language.
 */
export const methodesPaiementsResource = defineAdminResource({
  model: 'methodes-paiements',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    code: z.string(),
    label: z.string(),
    description: z.string(),
    traductions,
    en_ligne: z.boolean(),
    actif: z.boolean(),
    ordre: z.number().int(),
    version,
  }),
  input: z.object({
    code: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9_-]{2,40}$/u, 'De 2 à 40 lettres minuscules, chiffres, tirets ou soulignés.'),
    label,
    description: z.string().trim().max(500).optional(),
    traductions: traductions.optional(),
    en_ligne: z.boolean().optional(),
    actif: z.boolean().optional(),
    ordre: order.optional(),
  }),
  filters: z.object({ q: querySearch.optional(), actif: queryBoolean.optional() }),
  sortable: ['ordre', 'label', 'code', 'id'],
  labels: {
    singular: 'Moyen de paiement',
    plural: 'Moyens de paiement',
    fields: {
      code: 'Code',
      label: 'Libellé',
      description: 'Description',
      en_ligne: 'Payé en ligne (carte)',
      actif: 'Actif',
      ordre: 'Ordre',
    },
  },
});
