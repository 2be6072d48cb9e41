import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { declinaisons, historiquePrix } from '../../db/schema/index.ts';

/** The prices a history row records. */
export interface RecordedPrices {
  declinaison_id: number;
  prix_ht: number;
  prix_ttc: number;
  prix_initial_ht: number | null;
  prix_initial_ttc: number | null;
}

/** A history row: prices, who set them (null for the shop's own writes) and since when (now unless told). */
export interface PriceRow extends RecordedPrices {
  user_id: number | null;
  created?: Date;
}

/** Appends states of variants' prices (the history gets inserts and nothing else). */
/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2_000;

export async function insertPriceRows(tx: Transaction, rows: readonly PriceRow[]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(historiquePrix).values(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** The whole history of the variants on sale now (a struck price above the price), oldest first. */
export function selectReducedVariantsHistory(db: Pick<Database, 'select'>) {
  return db
    .select({
      declinaison_id: historiquePrix.declinaison_id,
      prix_ht: historiquePrix.prix_ht,
      prix_ttc: historiquePrix.prix_ttc,
      prix_initial_ht: historiquePrix.prix_initial_ht,
      prix_initial_ttc: historiquePrix.prix_initial_ttc,
      at: historiquePrix.created,
    })
    .from(historiquePrix)
    .innerJoin(
      declinaisons,
      and(
        eq(declinaisons.id, historiquePrix.declinaison_id),
        isNotNull(declinaisons.prix_initial_ttc),
        gt(declinaisons.prix_initial_ttc, declinaisons.prix_ttc),
      ),
    )
    .orderBy(asc(historiquePrix.declinaison_id), asc(historiquePrix.created), asc(historiquePrix.id));
}

/** Every variant's current prices, for a history that starts now (the demo seed). */
export function selectAllVariantPrices(tx: Transaction): Promise<RecordedPrices[]> {
  return tx
    .select({
      declinaison_id: declinaisons.id,
      prix_ht: declinaisons.prix_ht,
      prix_ttc: declinaisons.prix_ttc,
      prix_initial_ht: declinaisons.prix_initial_ht,
      prix_initial_ttc: declinaisons.prix_initial_ttc,
    })
    .from(declinaisons)
    .orderBy(asc(declinaisons.id));
}
