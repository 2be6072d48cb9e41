import {
  CATALOGUE_CSV_HEADERS,
  csvAmount,
  csvBoolean,
  csvHead,
  csvLines,
  type CatalogueCsvHeader,
  type CsvColumn,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import {
  selectProductsAfter,
  selectVariantsOf,
  type ProductCsvRow,
  type VariantCsvRow,
} from './catalogue-csv.queries.ts';

/** A product's translatable fields under their CSV names, and a variant's. */
export const PRODUCT_TEXT_FIELDS = {
  produit: 'label',
  accroche: 'accroche',
  description: 'description',
  meta_description: 'meta_description',
} as const;
export const VARIANT_TEXT_FIELDS = { declinaison: 'label', conteneur: 'conteneur' } as const;

type Texts = Partial<Record<string, Partial<Record<string, string>>>>;

/** A product's or a variant's cell, as the export writes it and the import compares it. */
export function productCell(product: ProductCsvRow, header: CatalogueCsvHeader): string | undefined {
  switch (header) {
    case 'produit_id':
      return String(product.id);
    case 'produit':
      return product.label;
    case 'slug':
      return product.slug;
    case 'gamme_id':
      return product.gamme_id === null ? '' : String(product.gamme_id);
    case 'accroche':
    case 'description':
    case 'meta_description':
      return product[header];
    case 'en_ligne':
      return csvBoolean(!product.offline);
    case 'scelle':
      return csvBoolean(product.scelle);
    case 'poids':
      return String(product.poids);
  }
  return translatedCell(product.traductions as Texts, header, PRODUCT_TEXT_FIELDS);
}

export function variantCell(variant: VariantCsvRow, header: CatalogueCsvHeader): string | undefined {
  switch (header) {
    case 'declinaison_id':
      return String(variant.id);
    case 'declinaison':
      return variant.label;
    case 'conteneur':
      return variant.conteneur;
    case 'prix_ttc':
      return csvAmount(variant.prix_ttc);
    case 'prix_initial_ttc':
      return variant.prix_initial_ttc === null ? '' : csvAmount(variant.prix_initial_ttc);
    case 'contenance':
      return variant.contenance === null ? '' : String(variant.contenance);
    case 'unite':
      return variant.unite ?? '';
  }
  return translatedCell(variant.traductions as Texts, header, VARIANT_TEXT_FIELDS);
}

/** `produit_en` → the English `label`; undefined for a header that is not a translation of these fields. */
function translatedCell(texts: Texts, header: string, fields: Readonly<Record<string, string>>) {
  const match = /^(.+)_(en|es|de)$/u.exec(header);
  if (!match || !(match[1]! in fields)) return undefined;
  return texts[match[2]!]?.[fields[match[1]!]!] ?? '';
}

interface CsvLine {
  product: ProductCsvRow;
  variant: VariantCsvRow | null;
}

const COLUMNS: CsvColumn<CsvLine>[] = CATALOGUE_CSV_HEADERS.map((header) => ({
  header,
  value: ({ product, variant }) => productCell(product, header) ?? (variant ? variantCell(variant, header) : ''),
}));

/** Products per page of the export: each page is two queries, whatever the catalogue's size. */
const EXPORT_BATCH = 500;

/**
 * The whole catalogue as CSV, a row per variant (a product without variants has a row of its
 * own), streamed page by page in the shape the import reads.
 */
export async function* catalogueCsv(db: Database): AsyncGenerator<string> {
  yield csvHead(COLUMNS);
  let afterId = 0;
  for (;;) {
    const products = await selectProductsAfter(db, afterId, EXPORT_BATCH);
    if (products.length === 0) return;
    const variants = await selectVariantsOf(
      db,
      products.map((product) => product.id),
    );
    const byProduct = new Map<number, VariantCsvRow[]>();
    for (const variant of variants) {
      const own = byProduct.get(variant.produit_id) ?? [];
      own.push(variant);
      byProduct.set(variant.produit_id, own);
    }
    const lines = products.flatMap((product): CsvLine[] => {
      const own = byProduct.get(product.id) ?? [];
      return own.length === 0 ? [{ product, variant: null }] : own.map((variant) => ({ product, variant }));
    });
    yield csvLines(lines, COLUMNS);
    if (products.length < EXPORT_BATCH) return;
    afterId = products.at(-1)!.id;
  }
}
