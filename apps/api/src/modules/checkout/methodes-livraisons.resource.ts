import { randomBytes } from 'node:crypto';
import { deliveryMethodErrors, methodesLivraisonsResource } from '@boutique/domain';
import { eq, ilike, sql } from 'drizzle-orm';
import { methodesLivraisons } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

/**
 * Delivery methods; checkout reads them (`modules/checkout`: offered by country, priced, free
 * from the threshold). One used by an order keeps its label on the order, so editing it later
 * does not change what the customer was told.
 */
export const methodesLivraisonsDefinition = defineResource({
  descriptor: methodesLivraisonsResource,
  table: methodesLivraisons,
  filters: {
    q: (text) => ilike(methodesLivraisons.label, containing(text)),
    transporteur: (id) => eq(methodesLivraisons.transporteur_id, id),
    pays: (code) => sql`${code} = any(${methodesLivraisons.pays})`,
    actif: (actif) => eq(methodesLivraisons.actif, actif),
  },
  check: (row) => deliveryMethodErrors(row),
  // Seeded carrier 1 (Colissimo) carries every sample; the suite switches its samples off so the
  // storefront's checkout of other tests is not offered them.
  sample: () => ({
    transporteur_id: 1,
    label: `Livraison d’essai ${randomBytes(3).toString('hex')}`,
    prix_ttc: 590,
    delai_min: 2,
    delai_max: 4,
    pays: ['FR', 'BE'],
    ordre: 900,
    actif: false,
  }),
  sampleChange: () => ({ prix_ttc: 100 + Math.floor(Math.random() * 2_000) }),
  sampleFilters: (row) => [
    { q: lastWord(row.label) },
    { q: lastWord(row.label), transporteur: String(row.transporteur_id), pays: 'be', actif: String(row.actif) },
  ],
});
