import { z } from 'zod';
import { CONTENT_UNITS, type ContentUnit } from './unit-price.ts';

/**
 * The catalogue as CSV, one shape for the export and the import: a row per variant, its product's
 * columns repeated on each of its rows (as the major shops' product files do), the prices TTC in
 * euros, the translations in columns of their own. A file may leave columns out (they stay as they
 * are); it must name the variant's id, empty for a new variant.
 */
export const CSV_TRANSLATED_LOCALES = ['en', 'es', 'de'] as const;
const translated = <Field extends string>(field: Field) =>
  CSV_TRANSLATED_LOCALES.map((locale) => `${field}_${locale}` as const);

export const PRODUCT_CSV_TEXTS = ['produit', 'accroche', 'description', 'meta_description'] as const;
export const VARIANT_CSV_TEXTS = ['declinaison', 'conteneur'] as const;

/** A variant's own columns (its id aside): a row giving one of them speaks of a variant. */
export const VARIANT_CSV_HEADERS = [
  'declinaison',
  'conteneur',
  'prix_ttc',
  'prix_initial_ttc',
  'contenance',
  'unite',
  ...VARIANT_CSV_TEXTS.flatMap(translated),
] as const;

export const CATALOGUE_CSV_HEADERS = [
  'produit_id',
  'produit',
  'slug',
  'gamme_id',
  'accroche',
  'description',
  'meta_description',
  'en_ligne',
  'scelle',
  'poids',
  ...PRODUCT_CSV_TEXTS.flatMap(translated),
  'declinaison_id',
  ...VARIANT_CSV_HEADERS,
] as const;
export type CatalogueCsvHeader = (typeof CATALOGUE_CSV_HEADERS)[number];

/** Units on hand, a row per variant, warehouse and lot: what a stock count sets. */
export const STOCK_CSV_HEADERS = [
  'declinaison_id',
  'produit',
  'declinaison',
  'entrepot_id',
  'entrepot',
  'lot',
  'fabrication',
  'dluo',
  'pao_mois',
  'quantite',
] as const;
export type StockCsvHeader = (typeof STOCK_CSV_HEADERS)[number];

/** Why a row cannot be imported, for the report to word. */
export const CSV_ROW_PROBLEMS = [
  /** A cell starting with =, +, - or @ that is not a number: a spreadsheet would run it. */
  'formula',
  /** The same key (a variant's id; a variant, warehouse and lot) on two rows. */
  'duplicate_key',
  'unknown_variant',
  'unknown_product',
  'unknown_range',
  'unknown_warehouse',
  /** The row names a product the variant does not belong to. */
  'product_mismatch',
  /** Two rows of one product give it different values. */
  'conflicting_product',
  'required',
  'invalid_number',
  'invalid_amount',
  'invalid_boolean',
  'invalid_unit',
  'invalid_date',
  /** A catalogue rule (net content without its unit, a reduction's initial price…). */
  'rule',
  /** A count below the units held by orders awaiting payment, or a lot's dates that disagree. */
  'stock_refused',
] as const;
export type CsvRowProblemKind = (typeof CSV_ROW_PROBLEMS)[number];

export const CsvRowProblemSchema = z.object({
  colonne: z.string(),
  probleme: z.enum(CSV_ROW_PROBLEMS),
  /** The rule's words (French) when `probleme` is 'rule' or 'stock_refused'. */
  message: z.string().optional(),
});
export type CsvRowProblem = z.infer<typeof CsvRowProblemSchema>;

export const IMPORT_ACTIONS = ['creation', 'modification', 'inchange', 'refus'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const ImportRowReportSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  ligne: z.number().int(),
  /** What the row names: "Crème riche – Pot 50 ml", a lot in a warehouse… */
  libelle: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** The columns that change. */
  champs: z.array(z.string()),
  problemes: z.array(CsvRowProblemSchema),
});
export type ImportRowReport = z.infer<typeof ImportRowReportSchema>;

/** What an import did or would do: counts, and the rows that change or are refused (the first 1,000). */
export const ImportReportSchema = z.object({
  code: z.literal(200),
  applique: z.boolean(),
  /** How the file was read: UTF-8, or Windows-1252 as spreadsheets save "CSV" in Western Europe. */
  encodage: z.enum(['utf-8', 'windows-1252']),
  lignes: z.number().int(),
  creations: z.number().int(),
  modifications: z.number().int(),
  inchangees: z.number().int(),
  refus: z.number().int(),
  details: z.array(ImportRowReportSchema),
  /** Rows that change or are refused beyond those listed. */
  autres: z.number().int(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** `?mode=essai` (the dry run, the default) or `?mode=application`. */
export const ImportQuerySchema = z.object({ mode: z.enum(['essai', 'application']).default('essai') });

// Cells as a French spreadsheet writes them.

const FORMULA_START = /^[=+\-@\t\r]/u;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/u;

/**
 * A cell as typed: the quote the export puts before a formula-looking text is taken off again;
 * a formula-looking cell of the user's own is refused (null).
 */
export function unquoteCell(raw: string): string | null {
  if (raw.startsWith("'") && FORMULA_START.test(raw.slice(1))) return raw.slice(1);
  if (FORMULA_START.test(raw) && !PLAIN_NUMBER.test(raw)) return null;
  return raw;
}

/** "12,50", "12.50", "12" or "1 234,50 €" as cents; null when it is not an amount. */
export function parseCsvAmount(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/gu, '');
  if (!/^\d+(?:[.,]\d{1,2})?$/u.test(clean)) return null;
  return Math.round(Number(clean.replace(',', '.')) * 100);
}

/** A whole number, 0 or more; null when it is not one. */
export function parseCsvCount(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f]/gu, '');
  if (!/^\d{1,9}$/u.test(clean)) return null;
  return Number(clean);
}

const YES = new Set(['oui', 'o', 'yes', 'y', 'true', 'vrai', '1', 'x']);
const NO = new Set(['non', 'n', 'no', 'false', 'faux', '0', '']);

/** oui/non (and their usual spellings); null when it is neither. */
export function parseCsvBoolean(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

export const csvBoolean = (value: boolean) => (value ? 'oui' : 'non');

/** ml or g, or nothing; undefined when it is another unit. */
export function parseCsvUnit(text: string): ContentUnit | null | undefined {
  const unit = text.trim().toLowerCase();
  if (unit === '') return null;
  return (CONTENT_UNITS as readonly string[]).includes(unit) ? (unit as ContentUnit) : undefined;
}

/** A day as 2026-11-29 or 29/11/2026; null when empty, undefined when unreadable. */
export function parseCsvDate(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/u.exec(value);
  const iso = french ? `${french[3]}-${french[2]}-${french[1]}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(iso)) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}
