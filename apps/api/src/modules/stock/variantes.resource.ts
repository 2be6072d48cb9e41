import { randomBytes } from 'node:crypto';
import {
  calculateTtcCents,
  netContentErrors,
  variantesResource,
  variantPriceErrors,
  type NetContent,
  type VariantPrices,
} from '@boutique/domain';
import { eq, ilike } from 'drizzle-orm';
import { declinaisons } from '../../db/schema/index.ts';
import { recordChangedVariantPrices, recordNewVariantPrices } from './price-history.service.ts';
import { openVariantStock } from './open-variant-stock.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

export const variantesDefinition = defineResource({
  descriptor: variantesResource,
  table: declinaisons,
  filters: {
    q: (text) => ilike(declinaisons.label, containing(text)),
    produit: (id) => eq(declinaisons.produit_id, id),
  },
  // Prices and lead times show on the storefront's product list and pages.
  affectsCatalogue: true,
  check: (row) => ({ ...variantPriceErrors(row as VariantPrices), ...netContentErrors(row as Partial<NetContent>) }),
  // The prior price beside a reduction is read from the history, so every change is kept with it.
  afterUpdate: async (tx, before, after, { userId }) => {
    await recordChangedVariantPrices(tx, before, after, userId);
  },
  // A new variant starts with its opening stock (0 unless told), never "untracked".
  createOnly: {
    fields: ['stock_initial', 'entrepot_id'],
    afterCreate: async (tx, row, fields, { userId }) => {
      const quantite = (fields.stock_initial as number | undefined) ?? 0;
      await recordNewVariantPrices(tx, row, userId);
      await openVariantStock(
        tx,
        row.id as number,
        { quantite, entrepot_id: (fields.entrepot_id as number | null | undefined) ?? undefined },
        userId,
      );
      return { ...row, stock: quantite };
    },
  },
  sample: () => {
    const prixHt = 1_000 + Math.floor(Math.random() * 9_000);
    return {
      produit_id: 1,
      label: `Format ${randomBytes(3).toString('hex')}`,
      prix_ht: prixHt,
      prix_ttc: calculateTtcCents(prixHt),
      delais: [2, 4],
    };
  },
  // Above any sample's price, so the change always shows in the history.
  sampleChange: () => {
    const prixHt = 10_000 + Math.floor(Math.random() * 9_000);
    return { prix_ht: prixHt, prix_ttc: calculateTtcCents(prixHt) };
  },
  sampleFilters: (row) => [{ q: lastWord(row.label) }, { q: lastWord(row.label), produit: String(row.produit_id) }],
});
