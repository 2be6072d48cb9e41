import { avisResource } from '@boutique/domain';
import { eq, ilike, or } from 'drizzle-orm';
import { avis } from '../../db/schema/index.ts';
import { stampModeration } from './reviews.queries.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

/**
 * Product reviews: customers write them (`POST /api/avis`, modules/reviews), staff publish or
 * refuse them by their status, one by one or in bulk, and may delete one. The product page's
 * head carries the published average, so every write drops the cached heads (`affectsCatalogue`).
 */
export const avisDefinition = defineResource({
  descriptor: avisResource,
  table: avis,
  omit: ['create'],
  affectsCatalogue: true,
  filters: {
    statut: (statut) => eq(avis.statut, statut),
    produit: (id) => eq(avis.produit_id, id),
    note: (note) => eq(avis.note, note),
    q: (text) =>
      or(
        ilike(avis.titre, containing(text)),
        ilike(avis.texte, containing(text)),
        ilike(avis.auteur, containing(text)),
      ),
  },
  // Who moderated and when: stamped when the status changes, beside the audit entry.
  afterUpdate: async (tx, before, after, { userId }) => {
    if (before.statut === after.statut) return;
    return stampModeration(tx, after.id as number, userId);
  },
  sample: () => ({}),
  sampleCreateRefusal: 400,
  sampleChange: () => ({ statut: 'publie' as const }),
  sampleFilters: (row) => [
    { q: lastWord(row.texte) },
    { q: lastWord(row.texte), statut: String(row.statut), produit: String(row.produit_id), note: String(row.note) },
  ],
});
