import { randomBytes } from 'node:crypto';
import { discountCodeErrors, remisesResource } from '@boutique/domain';
import { eq, ilike } from 'drizzle-orm';
import { remises, remisesGammes, remisesProduits } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing } from '../admin-resources/search.ts';

/**
 * Discount codes. Checkout owns their use (`modules/checkout`: rules, holds, the usage list at
 * GET /api/remises/{id}/utilisations); the back office edits their terms. A code held or used by
 * orders is not deleted (its per-customer count would go with it): it is switched off instead.
 */
export const remisesDefinition = defineResource({
  descriptor: remisesResource,
  table: remises,
  filters: {
    q: (text) => ilike(remises.code, containing(text.toUpperCase())),
    actif: (actif) => eq(remises.actif, actif),
    type: (type) => eq(remises.type, type),
  },
  links: {
    produit_ids: { table: remisesProduits, from: remisesProduits.remise_id, to: remisesProduits.produit_id },
    gamme_ids: { table: remisesGammes, from: remisesGammes.remise_id, to: remisesGammes.gamme_id },
  },
  check: (row) => discountCodeErrors(row),
  // The count moves under this row's lock (checkout's holds), which the delete holds too.
  refuseDelete: (_tx, row) =>
    Promise.resolve(
      Number(row.utilisations) > 0 ? 'Ce code a déjà servi : désactivez-le plutôt que de le supprimer.' : null,
    ),
  sample: () => ({
    code: `ESSAI-${randomBytes(4).toString('hex').toUpperCase()}`,
    type: 'pourcentage' as const,
    valeur: 1_500,
    debut: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    minimum_ttc: 2_000,
    limite_client: 1,
    produit_ids: [1],
  }),
  sampleChange: () => ({ valeur: 100 + Math.floor(Math.random() * 9_000) }),
  sampleFilters: (row) => [
    { q: String(row.code).slice(-8) },
    { q: String(row.code).slice(-8).toLowerCase(), actif: String(row.actif), type: String(row.type) },
  ],
});
