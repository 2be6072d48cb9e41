import type { Transaction } from '../../db/client.ts';
import { recordAudits } from '../audit/audit.service.ts';
import { openVariantStock } from './open-variant-stock.ts';
import { insertPriceRows } from './price-history.queries.ts';
import { insertVariants, updateVariant, type NewVariant } from './variant-writes.queries.ts';

const PRICE_FIELDS = ['prix_ht', 'prix_ttc', 'prix_initial_ht', 'prix_initial_ttc'] as const;
type Variant = Record<string, unknown> & { id: number };

const priceRow = (variant: Record<string, unknown>, id: number, userId: number) => ({
  declinaison_id: id,
  prix_ht: variant.prix_ht as number,
  prix_ttc: variant.prix_ttc as number,
  prix_initial_ht: (variant.prix_initial_ht ?? null) as number | null,
  prix_initial_ttc: (variant.prix_initial_ttc ?? null) as number | null,
  user_id: userId,
});

/**
 * An import's new variants, in its transaction: created with their prices in the history (the
 * prior price reads it) and tracked from the start with no units, as a variant made by hand.
 */
export async function createImportedVariants(tx: Transaction, rows: readonly NewVariant[], userId: number) {
  const created = await insertVariants(tx, rows);
  await insertPriceRows(
    tx,
    created.map((variant) => priceRow(variant, variant.id, userId)),
  );
  for (const variant of created) await openVariantStock(tx, variant.id, { quantite: 0 }, userId);
  await recordAudits(
    tx,
    created.map((variant) => ({ userId, resource: 'variantes', recordId: variant.id, before: null, after: variant })),
  );
  return created.map((variant) => variant.id);
}

/** An import's changes to existing variants: each row updated, a price change kept in the history, audited. */
export async function updateImportedVariants(
  tx: Transaction,
  changes: readonly { before: Variant; patch: Partial<NewVariant> }[],
  userId: number,
) {
  for (const { before, patch } of changes) await updateVariant(tx, before.id, patch);
  const repriced = changes.filter(({ patch }) => PRICE_FIELDS.some((field) => field in patch));
  await insertPriceRows(
    tx,
    repriced.map(({ before, patch }) => priceRow({ ...before, ...patch }, before.id, userId)),
  );
  await recordAudits(
    tx,
    changes.map(({ before, patch }) => ({
      userId,
      resource: 'variantes',
      recordId: before.id,
      before: Object.fromEntries(Object.keys(patch).map((field) => [field, before[field] ?? null])),
      after: patch,
    })),
  );
}
