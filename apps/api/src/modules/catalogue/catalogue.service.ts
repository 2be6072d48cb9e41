import type { Locale, Produit } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { localize } from '../../lib/localize.ts';
import { prebuildJson, type PrebuiltResponse } from '../../lib/prebuilt-response.ts';
import { selectCatalogueRows, type CatalogueRows } from './catalogue.queries.ts';

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

/** Assembles the public product list, in one language, from the catalogue rows. */
export function assembleProducts(rows: CatalogueRows, locale: Locale): Produit[] {
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
      meta_description: product.meta_description,
      meta_keywords: product.meta_keywords,
      gamme: (product.gamme_id && ranges.get(product.gamme_id)) || null,
      visuels: (visualsByProduct.get(product.id) ?? []).map(({ id, alt }) => ({ id, alt })),
      declinaisons: (variantsByProduct.get(product.id) ?? []).map((variantRow) => {
        const variant = localize(variantRow, locale, ['label', 'conteneur']);
        return {
          id: variant.id,
          produit_id: variant.produit_id,
          conteneur: variant.conteneur,
          label: variant.label,
          prix_ht: variant.prix_ht,
          prix_ttc: variant.prix_ttc,
          prix_initial_ht: variant.prix_initial_ht,
          prix_initial_ttc: variant.prix_initial_ttc,
          stock: variant.stock === null ? null : { total: variant.stock },
          reassort: reassortOf(variant),
          delais: variant.delais,
          visuel_id: variant.visuel_id,
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

/**
 * The product list changes rarely and is read on every visit: it is assembled, serialised and
 * compressed once per language, then served as bytes until `invalidate()` after a catalogue change.
 */
export function createCatalogueService(db: Database) {
  const cache = new Map<Locale, Promise<PrebuiltResponse>>();

  async function build(locale: Locale) {
    const rows = await selectCatalogueRows(db);
    return prebuildJson({ code: 200, datas: assembleProducts(rows, locale) });
  }

  return {
    listProducts(locale: Locale): Promise<PrebuiltResponse> {
      let entry = cache.get(locale);
      if (!entry) {
        entry = build(locale);
        // A failed build must not stay cached.
        entry.catch(() => cache.delete(locale));
        cache.set(locale, entry);
      }
      return entry;
    },
    invalidate() {
      cache.clear();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
