import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { declinaisons, gammes, produits } from '../../db/schema/index.ts';

type Reader = Pick<Database | Transaction, 'select'>;

export const productCsvColumns = {
  id: produits.id,
  slug: produits.slug,
  label: produits.label,
  gamme_id: produits.gamme_id,
  accroche: produits.accroche,
  description: produits.description,
  meta_description: produits.meta_description,
  offline: produits.offline,
  scelle: produits.scelle,
  poids: produits.poids,
  traductions: produits.traductions,
};

export const variantCsvColumns = {
  id: declinaisons.id,
  produit_id: declinaisons.produit_id,
  label: declinaisons.label,
  conteneur: declinaisons.conteneur,
  prix_ht: declinaisons.prix_ht,
  prix_ttc: declinaisons.prix_ttc,
  prix_initial_ht: declinaisons.prix_initial_ht,
  prix_initial_ttc: declinaisons.prix_initial_ttc,
  contenance: declinaisons.contenance,
  unite: declinaisons.unite,
  traductions: declinaisons.traductions,
};

export type ProductCsvRow = Awaited<ReturnType<typeof selectProductsAfter>>[number];
export type VariantCsvRow = Awaited<ReturnType<typeof selectVariantsOf>>[number];

/** The next page of products by id, for the streamed export. */
export const selectProductsAfter = (db: Reader, afterId: number, limit: number) =>
  db.select(productCsvColumns).from(produits).where(gt(produits.id, afterId)).orderBy(asc(produits.id)).limit(limit);

export const selectVariantsOf = (db: Reader, productIds: readonly number[]) =>
  db
    .select(variantCsvColumns)
    .from(declinaisons)
    .where(inArray(declinaisons.produit_id, [...productIds]))
    .orderBy(asc(declinaisons.produit_id), asc(declinaisons.ordre), asc(declinaisons.id));

/** The whole catalogue as an import compares it, read in the import's transaction. */
export async function selectCatalogueForImport(tx: Transaction) {
  const [products, variants, ranges] = await Promise.all([
    tx.select(productCsvColumns).from(produits),
    tx.select(variantCsvColumns).from(declinaisons),
    tx.select({ id: gammes.id }).from(gammes),
  ]);
  return { products, variants, rangeIds: new Set(ranges.map((range) => range.id)) };
}

/**
 * Locks the products and variants an import changes, in id order (as every writer of a variant
 * locks it), so a staff edit at the same moment waits, then finds the import's values.
 */
export async function lockForImport(tx: Transaction, productIds: readonly number[], variantIds: readonly number[]) {
  // The products named, and those of the variants named: a variant's row may change its product.
  const named = productIds.length > 0 ? inArray(produits.id, [...productIds]) : sql`false`;
  const ofVariants =
    variantIds.length > 0
      ? sql`${produits.id} in (select ${declinaisons.produit_id} from ${declinaisons} where ${inArray(declinaisons.id, [...variantIds])})`
      : sql`false`;
  await tx.execute(sql`select 1 from ${produits} where ${named} or ${ofVariants} order by ${produits.id} for update`);
  if (variantIds.length > 0) {
    await tx.execute(
      sql`select 1 from ${declinaisons} where ${inArray(declinaisons.id, [...variantIds])} order by ${declinaisons.id} for update`,
    );
  }
}

export type NewProduct = typeof produits.$inferInsert;

export async function insertProducts(tx: Transaction, rows: readonly NewProduct[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(produits)
    .values([...rows])
    .returning({ id: produits.id });
}

/** One product's changed fields, its version moved on as every edit does. */
export async function updateProduct(tx: Transaction, id: number, patch: Partial<NewProduct>) {
  await tx
    .update(produits)
    .set({ ...patch, version: sql`${produits.version} + 1` })
    .where(eq(produits.id, id));
}
