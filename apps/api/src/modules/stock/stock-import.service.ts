import { STOCK_CSV_HEADERS, type ImportReport, type StockAdjustmentInput } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { readCsvFile } from '../../lib/csv-file.ts';
import { AppError } from '../../lib/errors.ts';
import { summarize } from '../../lib/import-report.ts';
import { adjustStockIn } from './adjust-stock.ts';
import { knownLot } from './lot-moves.ts';
import { planStockImport, readStockState, type StockCount } from './stock-csv.ts';
import { requireVariant } from './stock-locks.ts';

const refusedRows = (count: number) =>
  new AppError(
    409,
    `${count} ligne(s) refusée(s) : corrigez le fichier, rien n’a été importé.`,
    {},
    'import_has_refusals',
    undefined,
    {
      count,
    },
  );

/**
 * The plan is read before the variants' locks: a lot it takes as new may have been received since,
 * by an import of the same file running at the same time. Under the variant's lock, such a lot's
 * count is set, as for a lot the file found, instead of its units being added a second time.
 */
async function countUnderLock(tx: Transaction, { declinaisonId, input }: StockCount): Promise<StockAdjustmentInput> {
  if (input.lot === undefined) return input;
  await requireVariant(tx, declinaisonId);
  const known = await knownLot(tx, declinaisonId, input.lot);
  if (!known) return input;
  return { entrepot_id: input.entrepot_id, operation: 'fixer', quantite: input.quantite, lot_id: known.id };
}

/**
 * The stock file's import: a dry run says per row which count changes and which is refused; applying
 * sets every count (each an adjustment of the ledger, audited, as a count made by hand) or none,
 * then refreshes the storefront's stock.
 */
export function createStockImport({ db, invalidateCatalogue }: { db: Database; invalidateCatalogue: () => unknown }) {
  return {
    async run(userId: number, bytes: Uint8Array, mode: 'essai' | 'application'): Promise<ImportReport> {
      const file = readCsvFile(bytes, {
        known: STOCK_CSV_HEADERS,
        required: ['declinaison_id', 'entrepot_id', 'lot', 'quantite'],
      });
      const apply = mode === 'application';
      const report = await db.transaction(async (tx) => {
        const plan = planStockImport(file, await readStockState(tx));
        const summary = summarize(plan.reports, file, apply);
        if (!apply) return summary;
        if (summary.refus > 0) throw refusedRows(summary.refus);
        for (const count of plan.counts) {
          try {
            const input = await countUnderLock(tx, count);
            await adjustStockIn(tx, userId, count.declinaisonId, { ...input, note: 'Import CSV' });
          } catch (error) {
            // Units held by orders awaiting payment, found under the variant's lock: the whole file waits.
            if (error instanceof AppError) {
              throw new AppError(409, `Ligne ${count.ligne} : ${error.message}`, {}, 'import_has_refusals', undefined, {
                count: 1,
              });
            }
            throw error;
          }
        }
        return summary;
      });
      if (apply && report.creations + report.modifications > 0) await invalidateCatalogue();
      return report;
    },
  };
}

export type StockImport = ReturnType<typeof createStockImport>;
