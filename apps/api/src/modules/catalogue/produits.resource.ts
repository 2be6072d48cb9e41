import { randomBytes } from 'node:crypto';
import { produitsResource } from '@boutique/domain';
import { eq, ilike, not, or, sql } from 'drizzle-orm';
import { associes, declinaisons, principesProduits, produits, produitsTags } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

export const produitsDefinition = defineResource({
  descriptor: produitsResource,
  table: produits,
  filters: {
    q: (text) => or(ilike(produits.label, containing(text)), ilike(produits.slug, containing(text))),
    gamme: (id) => eq(produits.gamme_id, id),
    offline: (offline) => eq(produits.offline, offline),
    stock_bas: (low) => {
      const hasLowVariant = sql`exists (select 1 from ${declinaisons} where ${declinaisons.produit_id} = ${produits.id} and ${declinaisons.stock} <= ${produits.seuil})`;
      return low ? hasLowVariant : not(hasLowVariant);
    },
  },
  affectsCatalogue: true,
  links: {
    tag_ids: { table: produitsTags, from: produitsTags.produit_id, to: produitsTags.tag_id },
    associe_ids: { table: associes, from: associes.produit_id, to: associes.produit_associe_id },
    principe_ids: { table: principesProduits, from: principesProduits.produit_id, to: principesProduits.principe_id },
  },
  // `GET /api/produits` is the storefront's cached catalogue (modules/catalogue).
  omit: ['list'],
  sample: () => {
    const suffix = randomBytes(3).toString('hex');
    return { label: `Crème d’essai ${suffix}`, slug: `creme-essai-${suffix}`, prix_ht: 4_900, offline: true };
  },
  sampleChange: () => ({ prix_ht: 5_000 + Math.floor(Math.random() * 1_000) }),
  sampleFilters: (row) => [
    { q: lastWord(row.label) },
    { q: lastWord(row.label), offline: String(row.offline) },
    // A new product has no variant, so none under its threshold.
    { q: lastWord(row.label), stock_bas: 'false' },
  ],
});
