import { calculatePriorPriceReference, isReducedPrice, type PriceHistoryEntry, type PricePair } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  insertPriceRows,
  type PriceRow,
  selectAllVariantPrices,
  selectReducedVariantsHistory,
  type RecordedPrices,
} from './price-history.queries.ts';

const PRICE_FIELDS = ['prix_ht', 'prix_ttc', 'prix_initial_ht', 'prix_initial_ttc'] as const;

/** A variant row's prices as the history records them. */
function pricesOf(variant: Record<string, unknown>): RecordedPrices {
  const cents = (field: (typeof PRICE_FIELDS)[number]) => (variant[field] ?? null) as number | null;
  return {
    declinaison_id: variant.id as number,
    prix_ht: cents('prix_ht')!,
    prix_ttc: cents('prix_ttc')!,
    prix_initial_ht: cents('prix_initial_ht'),
    prix_initial_ttc: cents('prix_initial_ttc'),
  };
}

/** A new variant's first prices, in its creation's transaction. */
export async function recordNewVariantPrices(tx: Transaction, variant: Record<string, unknown>, userId: number) {
  await insertPriceRows(tx, [{ ...pricesOf(variant), user_id: userId }]);
}

/** In an edit's transaction: one history row when the price or the struck price changed, none otherwise. */
export async function recordChangedVariantPrices(
  tx: Transaction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  userId: number,
) {
  const changed = PRICE_FIELDS.some((field) => (before[field] ?? null) !== (after[field] ?? null));
  if (changed) await insertPriceRows(tx, [{ ...pricesOf(after), user_id: userId }]);
}

const DEMO_REGULAR_DAYS_AGO = 60;
const DEMO_REDUCTION_DAYS_AGO = 10;

/**
 * The demo's variants get a history: a variant on sale sold at its struck price until ten days
 * ago, so its prior price is known; the others have their price since today.
 */
export async function recordSeededPriceHistory(tx: Transaction, now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const rows: PriceRow[] = [];
  for (const prices of await selectAllVariantPrices(tx)) {
    if (isReducedPrice(prices) && prices.prix_initial_ht !== null && prices.prix_initial_ttc !== null) {
      rows.push({
        ...prices,
        prix_ht: prices.prix_initial_ht,
        prix_ttc: prices.prix_initial_ttc,
        prix_initial_ht: null,
        prix_initial_ttc: null,
        user_id: null,
        created: daysAgo(DEMO_REGULAR_DAYS_AGO),
      });
      rows.push({ ...prices, user_id: null, created: daysAgo(DEMO_REDUCTION_DAYS_AGO) });
    } else {
      rows.push({ ...prices, user_id: null, created: now });
    }
  }
  await insertPriceRows(tx, rows);
}

/** The prior price of each variant on sale whose price before the reduction is known, by variant id. */
export async function readPriorPrices(db: Pick<Database, 'select'>): Promise<Map<number, PricePair>> {
  const histories = new Map<number, PriceHistoryEntry[]>();
  for (const { declinaison_id, ...entry } of await selectReducedVariantsHistory(db)) {
    const history = histories.get(declinaison_id);
    if (history) history.push(entry);
    else histories.set(declinaison_id, [entry]);
  }
  const priorPrices = new Map<number, PricePair>();
  for (const [id, history] of histories) {
    const prior = calculatePriorPriceReference(history);
    if (prior) priorPrices.set(id, prior);
  }
  return priorPrices;
}
