import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_STATUSES } from '../reviews.ts';
import { instant, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema } from './resource.ts';

/**
 * Product reviews in the back office (`/ad/avis`): customers write them (`POST /api/avis`), staff
 * publish or refuse them by changing their status; the text stays the customer's.
 */
export const avisResource = defineAdminResource({
  model: 'avis',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    produit_id: z.number().int(),
    /** The author's account; null for reviews brought in without one (the demo's). */
    user_id: z.number().int().nullable(),
    auteur: z.string(),
    note: z.number().int(),
    titre: z.string(),
    texte: z.string(),
    langue: z.enum(LOCALES),
    statut: z.enum(REVIEW_STATUSES),
    created: instant,
    /** When and by whom the status was last changed. */
    modere: instant.nullable(),
    moderateur_id: z.number().int().nullable(),
    version,
  }),
  input: z.object({
    statut: z.enum(REVIEW_STATUSES, { message: 'Statut inconnu.' }).optional(),
  }),
  filters: z.object({
    statut: z.enum(REVIEW_STATUSES, { message: 'Statut inconnu.' }).optional(),
    produit: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    note: z.coerce.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).optional(),
    /** In the title, the text or the author's name. */
    q: querySearch.optional(),
  }),
  sortable: ['created', 'note', 'statut', 'id'],
  defaultOrder: 'desc',
  labels: {
    singular: 'Avis',
    plural: 'Avis',
    fields: {
      statut: 'Statut',
      note: 'Note',
      titre: 'Titre',
      texte: 'Avis',
      auteur: 'Auteur',
      produit_id: 'Produit',
      langue: 'Langue',
      modere: 'Modéré le',
    },
  },
});

/** A review as the back office's list shows it. */
export type AdminReviewRow = z.infer<typeof avisResource.row>;
