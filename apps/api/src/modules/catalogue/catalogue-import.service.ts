import { CATALOGUE_CSV_HEADERS, parseCsvCount, type ImportReport } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { readCsvFile, type CsvFile } from '../../lib/csv-file.ts';
import { summarize } from '../../lib/import-report.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudits } from '../audit/audit.service.ts';
import { createImportedVariants, updateImportedVariants } from '../stock/import-variants.ts';
import { recordTranslationSources } from '../translations/translation-sources.service.ts';
import { PRODUCT_TEXT_FIELDS, VARIANT_TEXT_FIELDS } from './catalogue-csv.ts';
import { insertProducts, lockForImport, selectCatalogueForImport, updateProduct } from './catalogue-csv.queries.ts';
import { planCatalogueImport, type CatalogueImportPlan } from './catalogue-import-plan.ts';

/** The ids a file names in a column, to lock them before comparing. */
const idsIn = (file: CsvFile, header: string) =>
  file.rows.map((row) => parseCsvCount(row.cells.get(header) ?? '')).filter((id): id is number => id !== null);

const PRODUCT_TRANSLATED = Object.values(PRODUCT_TEXT_FIELDS);
const VARIANT_TRANSLATED = Object.values(VARIANT_TEXT_FIELDS);

/** Writes a plan without refusals, in the import's transaction. */
async function applyPlan(tx: Transaction, plan: CatalogueImportPlan, userId: number) {
  const keys = [...plan.newProducts.keys()];
  // PostgreSQL returns a multi-row insert's rows in the order of its values.
  const created = await insertProducts(
    tx,
    keys.map((key) => plan.newProducts.get(key)!),
  );
  const idOfKey = new Map(keys.map((key, index) => [key, created[index]!.id]));
  for (const [id, { patch }] of plan.productPatches) await updateProduct(tx, id, patch);
  await recordAudits(tx, [
    ...keys.map((key) => ({
      userId,
      resource: 'produits',
      recordId: idOfKey.get(key)!,
      before: null,
      after: plan.newProducts.get(key)!,
    })),
    ...[...plan.productPatches].map(([id, { before, patch }]) => ({
      userId,
      resource: 'produits',
      recordId: id,
      before: Object.fromEntries(Object.keys(patch).map((field) => [field, before[field as keyof typeof before]])),
      after: patch,
    })),
  ]);
  for (const [id, { before, patch }] of plan.productPatches) {
    if (patch.traductions) {
      await recordTranslationSources(tx, 'produits', id, PRODUCT_TRANSLATED, before, { ...before, ...patch });
    }
  }
  await createImportedVariants(
    tx,
    plan.newVariants.map(({ product, values }) => ({
      ...values,
      produit_id: 'id' in product ? product.id : idOfKey.get(product.key)!,
    })),
    userId,
  );
  await updateImportedVariants(tx, plan.variantPatches, userId);
  for (const { before, patch } of plan.variantPatches) {
    if (patch.traductions) {
      await recordTranslationSources(tx, 'variantes', before.id, VARIANT_TRANSLATED, before, { ...before, ...patch });
    }
  }
}

/**
 * The catalogue's CSV import: a dry run says per row what would be created, changed or refused
 * and why; applying writes all of it or nothing (refused while any row is), under the locks of
 * the rows it changes, then refreshes the storefront's catalogue. Every change is audited and
 * every price change kept in the price history.
 */
export function createCatalogueImport({
  db,
  invalidateCatalogue,
}: {
  db: Database;
  invalidateCatalogue: () => unknown;
}) {
  return {
    async run(userId: number, bytes: Uint8Array, mode: 'essai' | 'application'): Promise<ImportReport> {
      const file = readCsvFile(bytes, { known: CATALOGUE_CSV_HEADERS, required: ['declinaison_id'] });
      const apply = mode === 'application';
      const report = await db.transaction(async (tx) => {
        if (apply) await lockForImport(tx, idsIn(file, 'produit_id'), idsIn(file, 'declinaison_id'));
        const plan = planCatalogueImport(file, await selectCatalogueForImport(tx));
        const summary = summarize(plan.reports, file, apply);
        if (!apply) return summary;
        if (summary.refus > 0) {
          throw new AppError(
            409,
            `${summary.refus} ligne(s) refusée(s) : corrigez le fichier, rien n’a été importé.`,
            {},
            'import_has_refusals',
            undefined,
            { count: summary.refus },
          );
        }
        await applyPlan(tx, plan, userId);
        return summary;
      });
      if (apply && report.creations + report.modifications > 0) await invalidateCatalogue();
      return report;
    },
  };
}

export type CatalogueImport = ReturnType<typeof createCatalogueImport>;
