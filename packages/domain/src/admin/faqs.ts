import { z } from 'zod';
import { FAQ_SECTION_KINDS } from '../contracts/catalogue.ts';
import { foreignId, longText, order, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['question', 'reponse']);
const kind = z.enum(FAQ_SECTION_KINDS as [string, ...string[]]);

/** FAQ entries: global ones with a category, or product page sections with a product and a kind. */
export const faqsResource = defineAdminResource({
  model: 'faqs',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    categorie_id: z.number().int().nullable(),
    produit_id: z.number().int().nullable(),
    type: z.string().nullable(),
    question: z.string(),
    reponse: z.string(),
    ordre: z.number().int(),
    traductions,
    version,
  }),
  input: z.object({
    question: z.string().trim().min(1, 'Champ obligatoire.').max(1_000),
    reponse: longText.trim().min(1, 'Champ obligatoire.'),
    categorie_id: foreignId.nullable().optional(),
    produit_id: foreignId.nullable().optional(),
    type: kind.nullable().optional(),
    ordre: order.optional(),
    traductions: traductions.optional(),
  }),
  filters: z.object({
    q: querySearch.optional(),
    categorie: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    produit: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    type: kind.optional(),
  }),
  sortable: ['ordre', 'question', 'id'],
  labels: {
    singular: 'Question',
    plural: 'FAQ',
    fields: {
      question: 'Question',
      reponse: 'Réponse',
      categorie_id: 'Catégorie',
      produit_id: 'Produit',
      type: 'Section',
      ordre: 'Ordre',
    },
  },
});
