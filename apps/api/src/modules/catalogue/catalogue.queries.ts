import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  associes,
  declinaisons,
  gammes,
  principesProduits,
  produits,
  produitsTags,
  produitsVisuels,
  tags,
  visuels,
} from '../../db/schema/index.ts';

/** Everything the product list shows, read in one snapshot (one query per table, no N+1). */
export async function selectCatalogueRows(db: Database) {
  return db.transaction(
    async (tx) => {
      const [products, variants, ranges, visuals, productTags, links, ingredients] = await Promise.all([
        tx.select().from(produits).where(eq(produits.offline, false)).orderBy(asc(produits.ordre), asc(produits.id)),
        tx.select().from(declinaisons).orderBy(asc(declinaisons.ordre), asc(declinaisons.id)),
        tx.select({ gamme: gammes, tag: tags }).from(gammes).innerJoin(tags, eq(tags.id, gammes.tag_id)),
        tx
          .select({
            produit_id: produitsVisuels.produit_id,
            id: visuels.id,
            alt: visuels.alt,
            traductions: visuels.traductions,
          })
          .from(produitsVisuels)
          .innerJoin(visuels, eq(visuels.id, produitsVisuels.visuel_id))
          .orderBy(asc(produitsVisuels.ordre), asc(visuels.id)),
        tx
          .select({ produit_id: produitsTags.produit_id, tag: tags })
          .from(produitsTags)
          .innerJoin(tags, eq(tags.id, produitsTags.tag_id))
          .orderBy(asc(tags.label)),
        tx.select().from(associes),
        tx.select().from(principesProduits),
      ]);
      return { products, variants, ranges, visuals, productTags, links, ingredients };
    },
    { accessMode: 'read only' },
  );
}

/** A product's French name (online or not). */
export async function selectProductLabel(executor: Pick<Database, 'select'>, productId: number) {
  const [row] = await executor.select({ label: produits.label }).from(produits).where(eq(produits.id, productId));
  return row?.label ?? null;
}

/** The weight in grams of each of these products (online or not), for delivery priced by weight. */
export async function selectProductWeights(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: produits.id, poids: produits.poids })
    .from(produits)
    .where(inArray(produits.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.poids]));
}

export type CatalogueRows = Awaited<ReturnType<typeof selectCatalogueRows>>;

/** The range of each of these products (online or not), for rules that follow ranges. */
export async function selectProductRanges(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({ id: produits.id, gamme_id: produits.gamme_id })
    .from(produits)
    .where(inArray(produits.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.gamme_id]));
}

/** The variants among `ids` whose product is sealed for hygiene (may be refused once opened). */
export async function selectSealedVariants(db: Pick<Database, 'select'>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: declinaisons.id })
    .from(declinaisons)
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(and(inArray(declinaisons.id, [...ids]), eq(produits.scelle, true)));
  return new Set(rows.map((row) => row.id));
}
