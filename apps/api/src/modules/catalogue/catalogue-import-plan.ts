import {
  calculateHtCents,
  netContentErrors,
  parseCsvAmount,
  parseCsvBoolean,
  parseCsvCount,
  parseCsvUnit,
  slugify,
  unquoteCell,
  VARIANT_CSV_HEADERS,
  type CsvRowProblem,
  type CsvRowProblemKind,
  type ImportRowReport,
} from '@boutique/domain';
import type { CsvFile, CsvRow } from '../../lib/csv-file.ts';
import { PRODUCT_TEXT_FIELDS, VARIANT_TEXT_FIELDS } from './catalogue-csv.ts';
import type { ProductCsvRow, VariantCsvRow } from './catalogue-csv.queries.ts';

/** The catalogue an import is compared with. */
export interface CatalogueState {
  products: readonly ProductCsvRow[];
  variants: readonly VariantCsvRow[];
  rangeIds: ReadonlySet<number>;
}

type Texts = Partial<Record<string, Partial<Record<string, string>>>>;
type ProductFields = Omit<ProductCsvRow, 'id'>;
type VariantFields = Omit<VariantCsvRow, 'id' | 'produit_id'>;

/** Where a new variant goes: an existing product, or one the file creates (by its key). */
export type ProductRef = { id: number } | { key: string };

export interface CatalogueImportPlan {
  reports: ImportRowReport[];
  newProducts: Map<string, Partial<ProductFields> & { label: string; slug: string }>;
  productPatches: Map<number, { before: ProductCsvRow; patch: Partial<ProductFields> }>;
  newVariants: {
    product: ProductRef;
    values: Partial<VariantFields> & { label: string; prix_ht: number; prix_ttc: number };
  }[];
  variantPatches: { before: VariantCsvRow; patch: Partial<VariantFields> }[];
}

const VARIANT_HEADERS: ReadonlySet<string> = new Set(VARIANT_CSV_HEADERS);

/** One row read: its cells as typed, and what is wrong with them. */
class RowReader {
  readonly problems: CsvRowProblem[] = [];

  constructor(private readonly row: CsvRow) {}

  problem(colonne: string, probleme: CsvRowProblemKind, message?: string) {
    if (!this.problems.some((known) => known.colonne === colonne && known.probleme === probleme)) {
      this.problems.push({ colonne, probleme, ...(message ? { message } : {}) });
    }
  }

  /** The cell as typed, undefined when the file has no such column, null when refused. */
  text(header: string): string | null | undefined {
    const raw = this.row.cells.get(header);
    if (raw === undefined) return undefined;
    const cell = unquoteCell(raw);
    if (cell === null) this.problem(header, 'formula');
    return cell;
  }

  /** A parsed cell: undefined when absent or refused. */
  parsed<T>(header: string, parse: (text: string) => T | undefined, problem: CsvRowProblemKind): T | undefined {
    const text = this.text(header);
    if (text === undefined || text === null) return undefined;
    const value = parse(text.trim());
    if (value === undefined) this.problem(header, problem);
    return value;
  }

  id(header: string): number | null | undefined {
    return this.parsed(header, (text) => (text === '' ? null : (parseCsvCount(text) ?? undefined)), 'invalid_number');
  }
}

const optionalCount = (text: string) => (text === '' ? null : (parseCsvCount(text) ?? undefined));
const optionalAmount = (text: string) => (text === '' ? null : (parseCsvAmount(text) ?? undefined));
const requiredText = (text: string) => (text === '' ? undefined : text);

/** Translations after the row's cells: a cell sets its language's field, an empty one removes it. */
function withTranslations(reader: RowReader, current: Texts, fields: Readonly<Record<string, string>>) {
  const next: Texts = structuredClone(current);
  const changed: string[] = [];
  for (const [column, field] of Object.entries(fields)) {
    for (const locale of ['en', 'es', 'de']) {
      const header = `${column}_${locale}`;
      const text = reader.text(header);
      if (text === undefined || text === null) continue;
      const value = text.trim();
      if ((current[locale]?.[field] ?? '') === value) continue;
      changed.push(header);
      const texts = { ...next[locale] };
      if (value === '') delete texts[field];
      else texts[field] = value;
      next[locale] = texts;
    }
  }
  return { texts: next, changed };
}

/** The product columns a row gives, read (undefined: absent or refused). */
function readProduct(reader: RowReader, rangeIds: ReadonlySet<number>) {
  const gamme = reader.parsed('gamme_id', optionalCount, 'invalid_number');
  if (typeof gamme === 'number' && !rangeIds.has(gamme)) reader.problem('gamme_id', 'unknown_range');
  const online = reader.parsed('en_ligne', (text) => parseCsvBoolean(text) ?? undefined, 'invalid_boolean');
  const fields: Partial<ProductFields> = {
    label: reader.parsed('produit', requiredText, 'required'),
    slug: reader.parsed('slug', (text) => text, 'required'),
    gamme_id: gamme,
    accroche: reader.text('accroche') ?? undefined,
    description: reader.text('description') ?? undefined,
    meta_description: reader.text('meta_description') ?? undefined,
    offline: online === undefined ? undefined : !online,
    scelle: reader.parsed('scelle', (text) => parseCsvBoolean(text) ?? undefined, 'invalid_boolean'),
    poids: reader.parsed('poids', (text) => parseCsvCount(text) ?? undefined, 'invalid_number'),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<ProductFields>;
}

function readVariant(reader: RowReader) {
  const unit = reader.parsed('unite', parseCsvUnit, 'invalid_unit');
  const fields: Partial<VariantFields> = {
    label: reader.parsed('declinaison', requiredText, 'required'),
    conteneur: reader.text('conteneur')?.trim(),
    prix_ttc: reader.parsed('prix_ttc', (text) => parseCsvAmount(text) ?? undefined, 'invalid_amount'),
    prix_initial_ttc: reader.parsed('prix_initial_ttc', optionalAmount, 'invalid_amount'),
    contenance: reader.parsed('contenance', optionalCount, 'invalid_number'),
    unite: unit,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<VariantFields>;
}

/** The CSV headers of the fields a patch changes, for the report. */
const PRODUCT_HEADER_OF: Record<string, string> = {
  label: 'produit',
  offline: 'en_ligne',
};
const VARIANT_HEADER_OF: Record<string, string> = { label: 'declinaison' };

/** What changes from `before` to the row's values; the prices' HT follow their TTC. */
function productPatch(before: ProductCsvRow, given: Partial<ProductFields>) {
  const patch: Partial<ProductFields> = {};
  for (const [field, value] of Object.entries(given) as [keyof ProductFields, unknown][]) {
    if (before[field] !== value) Object.assign(patch, { [field]: value });
  }
  return patch;
}

function variantPatch(before: VariantCsvRow, given: Partial<VariantFields>) {
  const patch: Partial<VariantFields> = {};
  for (const [field, value] of Object.entries(given) as [keyof VariantFields, unknown][]) {
    if (before[field] !== value) Object.assign(patch, { [field]: value });
  }
  if (patch.prix_ttc !== undefined) patch.prix_ht = calculateHtCents(patch.prix_ttc);
  if (patch.prix_initial_ttc !== undefined) {
    patch.prix_initial_ht = patch.prix_initial_ttc === null ? null : calculateHtCents(patch.prix_initial_ttc);
  }
  return patch;
}

/**
 * Compares a catalogue file with the catalogue: per row, what would be created, changed or
 * refused and why. Nothing is written; `applyCatalogueImport` writes the plan of a file without
 * refusals. Rows of one product must agree on its columns; a variant appears once.
 */
export function planCatalogueImport(file: CsvFile, state: CatalogueState): CatalogueImportPlan {
  const products = new Map(state.products.map((product) => [product.id, product]));
  const variants = new Map(state.variants.map((variant) => [variant.id, variant]));
  const plan: CatalogueImportPlan = {
    reports: [],
    newProducts: new Map(),
    productPatches: new Map(),
    newVariants: [],
    variantPatches: [],
  };
  const linesOfVariant = new Map<number, number[]>();
  /** The product values rows gave, by product (id, or the new product's key), to find disagreements. */
  const givenByProduct = new Map<string, Map<string, unknown>>();
  const givesVariant = file.headers.some((header) => VARIANT_HEADERS.has(header));

  for (const row of file.rows) {
    const reader = new RowReader(row);
    const variantId = reader.id('declinaison_id');
    const productId = reader.id('produit_id');
    const productGiven = readProduct(reader, state.rangeIds);
    const variantGiven = readVariant(reader);
    const variant = typeof variantId === 'number' ? variants.get(variantId) : undefined;
    if (typeof variantId === 'number') {
      if (!variant) reader.problem('declinaison_id', 'unknown_variant');
      linesOfVariant.set(variantId, [...(linesOfVariant.get(variantId) ?? []), row.ligne]);
    }
    if (typeof productId === 'number' && !products.has(productId)) reader.problem('produit_id', 'unknown_product');
    if (variant && typeof productId === 'number' && productId !== variant.produit_id) {
      reader.problem('produit_id', 'product_mismatch');
    }
    const product = products.get(variant?.produit_id ?? (typeof productId === 'number' ? productId : -1));
    if (product && productGiven.slug === '') {
      reader.problem('slug', 'required');
      delete productGiven.slug;
    }
    const newKey = product
      ? null
      : (productGiven.slug || (productGiven.label ? slugify(productGiven.label) : '')).trim() || null;
    if (!product && !newKey && typeof productId !== 'number') reader.problem('produit', 'required');

    // The product's columns: the same on every row of the product.
    const productKey = product ? `id:${product.id}` : `new:${newKey}`;
    const given = givenByProduct.get(productKey) ?? new Map<string, unknown>();
    givenByProduct.set(productKey, given);
    for (const [field, value] of Object.entries(productGiven)) {
      if (given.has(field) && given.get(field) !== value) {
        reader.problem(PRODUCT_HEADER_OF[field] ?? field, 'conflicting_product');
      }
      given.set(field, value);
    }

    const changed: string[] = [];
    let action: ImportRowReport['action'] = 'inchange';
    if (product) {
      const productTexts = withTranslations(reader, product.traductions as Texts, PRODUCT_TEXT_FIELDS);
      const patch = productPatch(product, productGiven);
      if (productTexts.changed.length > 0) patch.traductions = productTexts.texts;
      const fields = Object.keys(patch).filter((field) => field !== 'traductions');
      if (fields.length > 0 || productTexts.changed.length > 0) {
        changed.push(...fields.map((field) => PRODUCT_HEADER_OF[field] ?? field), ...productTexts.changed);
        action = 'modification';
      }
      if (reader.problems.length === 0 && Object.keys(patch).length > 0) {
        const known = plan.productPatches.get(product.id);
        plan.productPatches.set(product.id, { before: product, patch: { ...known?.patch, ...patch } });
      }
    } else if (newKey) {
      const productTexts = withTranslations(reader, {}, PRODUCT_TEXT_FIELDS);
      if (!plan.newProducts.has(newKey)) {
        if (!productGiven.label) reader.problem('produit', 'required');
        action = 'creation';
        changed.push('produit');
        if (reader.problems.length === 0) {
          plan.newProducts.set(newKey, {
            ...productGiven,
            label: productGiven.label!,
            slug: productGiven.slug || slugify(productGiven.label!),
            traductions: productTexts.texts,
          });
        }
      }
    }

    // The variant's columns.
    const variantTexts = withTranslations(reader, (variant?.traductions ?? {}) as Texts, VARIANT_TEXT_FIELDS);
    const rowHasVariant =
      variant !== undefined ||
      Object.keys(variantGiven).some((field) => variantGiven[field as keyof VariantFields] !== null) ||
      variantTexts.changed.length > 0;
    if (variant) {
      const patch = variantPatch(variant, variantGiven);
      if (variantTexts.changed.length > 0) patch.traductions = variantTexts.texts;
      const merged = { ...variant, ...patch };
      for (const [field, messages] of Object.entries(netContentErrors(merged))) {
        reader.problem(field, 'rule', messages.join(' '));
      }
      const fields = Object.keys(patch).filter(
        (field) => !['traductions', 'prix_ht', 'prix_initial_ht'].includes(field),
      );
      if (fields.length > 0 || variantTexts.changed.length > 0) {
        changed.push(...fields.map((field) => VARIANT_HEADER_OF[field] ?? field), ...variantTexts.changed);
        if (action === 'inchange') action = 'modification';
      }
      if (reader.problems.length === 0 && Object.keys(patch).length > 0) {
        plan.variantPatches.push({ before: variant, patch });
      }
    } else if (variantId === null && givesVariant && rowHasVariant) {
      if (!variantGiven.label) reader.problem('declinaison', 'required');
      if (variantGiven.prix_ttc === undefined) reader.problem('prix_ttc', 'required');
      for (const [field, messages] of Object.entries(netContentErrors(variantGiven))) {
        reader.problem(field, 'rule', messages.join(' '));
      }
      action = 'creation';
      changed.push('declinaison');
      const ref: ProductRef | null = product ? { id: product.id } : newKey ? { key: newKey } : null;
      if (reader.problems.length === 0 && ref) {
        const initial = variantGiven.prix_initial_ttc ?? null;
        plan.newVariants.push({
          product: ref,
          values: {
            ...variantGiven,
            label: variantGiven.label!,
            prix_ttc: variantGiven.prix_ttc!,
            prix_ht: calculateHtCents(variantGiven.prix_ttc!),
            prix_initial_ttc: initial,
            prix_initial_ht: initial === null ? null : calculateHtCents(initial),
            traductions: variantTexts.texts,
          },
        });
      }
    }

    const productLabel = productGiven.label ?? product?.label ?? '';
    const variantLabel = variantGiven.label ?? variant?.label ?? '';
    plan.reports.push({
      ligne: row.ligne,
      libelle: [productLabel, variantLabel].filter(Boolean).join(' – '),
      action: reader.problems.length > 0 ? 'refus' : action,
      champs: reader.problems.length > 0 ? [] : [...new Set(changed)],
      problemes: reader.problems,
    });
  }

  // A variant named on two rows: both are refused, and nothing of either is written.
  const repeated = new Set([...linesOfVariant.values()].filter((lines) => lines.length > 1).flat());
  if (repeated.size > 0) {
    for (const report of plan.reports) {
      if (!repeated.has(report.ligne)) continue;
      report.action = 'refus';
      report.champs = [];
      report.problemes.push({ colonne: 'declinaison_id', probleme: 'duplicate_key' });
    }
  }
  return plan;
}
