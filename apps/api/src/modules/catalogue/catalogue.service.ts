import { shownPrices, type Locale, type PricePair, type Produit } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { localCacheBus, type CacheBus } from '../../lib/cache-bus.ts';
import { localize } from '../../lib/localize.ts';
import { prebuildJson, type PrebuiltResponse } from '../../lib/prebuilt-response.ts';
import { readPriorPrices } from '../stock/price-history.service.ts';
import {
  selectCatalogueRows,
  selectProductLabel,
  selectProductRanges,
  selectProductWeights,
  type CatalogueRows,
} from './catalogue.queries.ts';

/** Groups rows by a numeric key. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

const reassortOf = (row: { reassort_date: string | null; reassort_mouvement: number | null }) =>
  row.reassort_date && row.reassort_mouvement !== null
    ? { date: row.reassort_date, mouvement: row.reassort_mouvement }
    : null;

/** The catalogue rows and the prior prices of the variants on sale, by variant id. */
export type CatalogueSnapshot = CatalogueRows & { priorPrices: ReadonlyMap<number, PricePair> };

/** Assembles the public product list, in one language, from the catalogue rows. */
export function assembleProducts(rows: CatalogueSnapshot, locale: Locale): Produit[] {
  const variantsByProduct = groupBy(rows.variants, (row) => row.produit_id);
  const visualsByProduct = groupBy(rows.visuals, (row) => row.produit_id);
  const tagsByProduct = groupBy(rows.productTags, (row) => row.produit_id);
  const linksByProduct = groupBy(rows.links, (row) => row.produit_id);
  const ingredientsByProduct = groupBy(rows.ingredients, (row) => row.produit_id);
  const online = new Set(rows.products.map((product) => product.id));
  const ranges = new Map(
    rows.ranges.map(({ gamme, tag }) => {
      const label = localize(tag, locale, ['label']).label;
      return [gamme.id, { id: gamme.id, ordre: gamme.ordre, couleur: gamme.couleur, tag: { id: tag.id, label } }];
    }),
  );

  return rows.products.map((row) => {
    const product = localize(row, locale, ['label', 'accroche', 'description', 'meta_description']);
    return {
      id: product.id,
      slug: product.slug,
      label: product.label,
      accroche: product.accroche,
      description: product.description,
      genre: product.genre,
      prix_ht: product.prix_ht,
      poids: product.poids,
      associe: product.associe,
      seuil: product.seuil,
      offline: product.offline,
      ...(product.scelle ? { scelle: true } : {}),
      meta_description: product.meta_description,
      meta_keywords: product.meta_keywords,
      gamme: (product.gamme_id && ranges.get(product.gamme_id)) || null,
      // The alt text in the page's language (the French one when it has no translation).
      visuels: (visualsByProduct.get(product.id) ?? []).map((visual) => {
        const { id, alt } = localize(visual, locale, ['alt']);
        return { id, alt };
      }),
      declinaisons: (variantsByProduct.get(product.id) ?? []).map((variantRow) => {
        const variant = localize(variantRow, locale, ['label', 'conteneur']);
        const prior = rows.priorPrices.get(variant.id) ?? null;
        return {
          id: variant.id,
          produit_id: variant.produit_id,
          conteneur: variant.conteneur,
          label: variant.label,
          ...shownPrices(variant, prior),
          stock: variant.stock === null ? null : { total: variant.stock },
          reassort: reassortOf(variant),
          delais: variant.delais,
          visuel_id: variant.visuel_id,
          contenance: variant.contenance,
          unite: variant.unite,
        };
      }),
      default_declinaison_id: product.default_declinaison_id,
      reassort: reassortOf(product),
      produits_tags: (tagsByProduct.get(product.id) ?? []).map(({ tag }) => ({
        tag: { id: tag.id, label: localize(tag, locale, ['label']).label, type: tag.type },
      })),
      // Only online products are worth suggesting.
      associes: (linksByProduct.get(product.id) ?? [])
        .filter((link) => online.has(link.produit_associe_id))
        .map(({ produit_associe_id }) => ({ produit_associe_id })),
      principes: (ingredientsByProduct.get(product.id) ?? []).map((link) => link.principe_id),
    };
  });
}

/** Caches one promise per key; a failed build is dropped so the next call tries again. */
function memoize<Key, Value>(build: (key: Key) => Promise<Value>) {
  const entries = new Map<Key, Promise<Value>>();
  return {
    get(key: Key): Promise<Value> {
      let entry = entries.get(key);
      if (!entry) {
        entry = build(key);
        entry.catch(() => entries.delete(key));
        entries.set(key, entry);
      }
      return entry;
    },
    clear: () => entries.clear(),
  };
}

/**
 * The product list changes rarely and is read on every visit: the rows are read once, assembled
 * once per language (shared by the JSON answer and the pages' head), serialised and compressed
 * once per language, then served as bytes until `invalidate()` after a catalogue change, here or
 * in another process of the shop (the cache bus). Other caches derived from the catalogue (page
 * heads, sitemap) subscribe with `onInvalidate`, so one call clears them all.
 */
/** A product's French name (null when unknown), read in the caller's transaction. */
export function readProductLabel(executor: Pick<Database, 'select'>, productId: number): Promise<string | null> {
  return selectProductLabel(executor, productId);
}

/** The variants among `ids` whose product is sealed for hygiene (the returns module's art. 16(e) rule). */
export { selectSealedVariants as sealedVariantsOf } from './catalogue.queries.ts';

export function createCatalogueService(db: Database, bus: CacheBus = localCacheBus) {
  // One snapshot of the rows serves all four languages.
  const rows = memoize(async (_snapshot: 'rows'): Promise<CatalogueSnapshot> => {
    const [catalogueRows, priorPrices] = await Promise.all([selectCatalogueRows(db), readPriorPrices(db)]);
    return { ...catalogueRows, priorPrices };
  });
  const products = memoize(async (locale: Locale) => assembleProducts(await rows.get('rows'), locale));
  const prebuilt = memoize(async (locale: Locale) => prebuildJson({ code: 200, datas: await products.get(locale) }));
  const listeners = new Set<() => void>();
  const clear = () => {
    rows.clear();
    products.clear();
    prebuilt.clear();
    for (const listener of listeners) listener();
  };
  bus.on('catalogue', clear);

  return {
    /** The JSON answer of GET /api/produits, as prebuilt bytes. */
    listProducts(locale: Locale): Promise<PrebuiltResponse> {
      return prebuilt.get(locale);
    },
    /** The assembled online products in one language (shared, do not mutate). */
    getProducts(locale: Locale): Promise<readonly Produit[]> {
      return products.get(locale);
    },
    /** The prior price of each variant on sale, by variant id, from the cached snapshot (basket lines). */
    async priorPrices(): Promise<ReadonlyMap<number, PricePair>> {
      return (await rows.get('rows')).priorPrices;
    },
    /** Each product's range id (null without one), read fresh: a discount restricted to ranges needs it. */
    rangesOf(productIds: readonly number[]): Promise<Map<number, number | null>> {
      return selectProductRanges(db, productIds);
    },
    /** Each product's weight in grams, read fresh: delivery may be priced by weight band. */
    weightsOf(productIds: readonly number[]): Promise<Map<number, number>> {
      return selectProductWeights(db, productIds);
    },
    /** Runs `listener` on every `invalidate()`; returns the unsubscribe function. */
    onInvalidate(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** After a catalogue change: this process's copies go, and the other processes are told. */
    invalidate() {
      clear();
      bus.announce('catalogue');
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
