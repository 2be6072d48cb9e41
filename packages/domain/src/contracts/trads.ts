import { z } from 'zod';
import { LOCALES } from '../locales.ts';

/** Longest interface message staff may write (the longest shipped one is far below). */
export const MESSAGE_MAX_LENGTH = 2_000;

/** `{{name}}` (i18next, optionally `{{name, format}}`) and ICU-style `{name}` placeholders. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|\{\s*([\w.]+)\s*\}/gu;

/** The placeholders a message uses, sorted and without repeats. */
export function messagePlaceholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add((match[1] ?? match[2])!);
  return [...names].sort();
}

/**
 * Why an override cannot stand in for its French default, or null: every placeholder of the
 * default must be kept and none added (the code passes only those values).
 */
export function placeholderRefusal(frenchDefault: string, value: string): string | null {
  const expected = messagePlaceholders(frenchDefault);
  const used = messagePlaceholders(value);
  const missing = expected.filter((name) => !used.includes(name));
  if (missing.length > 0) return `Variable manquante : ${missing.map((name) => `{{${name}}}`).join(', ')}.`;
  const unknown = used.filter((name) => !expected.includes(name));
  if (unknown.length > 0) return `Variable inconnue : ${unknown.map((name) => `{{${name}}}`).join(', ')}.`;
  return null;
}

export const TradsLocaleSchema = z.enum(LOCALES);

/** One interface message: its key, French default, and per language the shipped text and any override. */
export const MessageEntrySchema = z.object({
  cle: z.string(),
  defauts: z.record(z.string(), z.string()),
  surcharges: z.record(z.string(), z.string()),
});
export type MessageEntry = z.infer<typeof MessageEntrySchema>;

export const MessageListSchema = z.object({ code: z.literal(200), datas: z.array(MessageEntrySchema) });
export type MessageList = z.infer<typeof MessageListSchema>;

export const MessageOverrideInputSchema = z.object({
  valeur: z.string().trim().min(1, 'Le texte est vide.').max(MESSAGE_MAX_LENGTH, 'Texte trop long.'),
});
export type MessageOverrideInput = z.infer<typeof MessageOverrideInputSchema>;

export const MessageOverrideAnswerSchema = z.object({ code: z.literal(200), data: MessageEntrySchema });

/** Texts translated in one call, and their size (DeepL's and LibreTranslate's patience). */
export const TRANSLATE_MAX_TEXTS = 50;
export const TRANSLATE_MAX_LENGTH = 5_000;
/** A call's body at most: DeepL's own limit for one request, so nothing larger reaches a provider. */
export const TRANSLATE_MAX_BODY_BYTES = 128 * 1024;
/** Suggestions per translator and minute: a person reviews each one, a loop spends the quota. */
export const TRANSLATE_RATE_PER_MINUTE = 30;
export const TRANSLATE_TARGETS = ['en', 'es', 'de'] as const;
export type TranslateTarget = (typeof TRANSLATE_TARGETS)[number];

export const TranslateInputSchema = z.object({
  texts: z
    .array(z.string().max(TRANSLATE_MAX_LENGTH, 'Texte trop long (5 000 caractères au plus).'))
    .min(1)
    .max(TRANSLATE_MAX_TEXTS, '50 textes au plus par appel.'),
  source: z.literal('fr').default('fr'),
  target: z.enum(TRANSLATE_TARGETS),
});
export type TranslateInput = z.infer<typeof TranslateInputSchema>;

export const TranslateAnswerSchema = z.object({
  code: z.literal(200),
  /** The suggestions, in the order of the texts: to review, never saved by this call. */
  datas: z.array(z.string()),
  fournisseur: z.enum(['deepl', 'libretranslate']),
});
export type TranslateAnswer = z.infer<typeof TranslateAnswerSchema>;

/** The catalogue entities whose texts are translated, as the grid lists them. */
export const CATALOGUE_ENTITIES = [
  'produits',
  'variantes',
  'gammes',
  'principes-actifs',
  'faqs',
  'articles',
  'conseils',
] as const;
export type CatalogueEntity = (typeof CATALOGUE_ENTITIES)[number];

/** One cell of the grid: of the texts with a French source, how many are written and how many outdated. */
export const GridCellSchema = z.object({
  locale: z.enum(TRANSLATE_TARGETS),
  textes: z.number().int(),
  faits: z.number().int(),
  obsoletes: z.number().int(),
});
export const GridRowSchema = z.object({ entite: z.enum(CATALOGUE_ENTITIES), cellules: z.array(GridCellSchema) });
export const CatalogueGridSchema = z.object({ code: z.literal(200), datas: z.array(GridRowSchema) });
export type CatalogueGrid = z.infer<typeof CatalogueGridSchema>;
export type GridRow = z.infer<typeof GridRowSchema>;

/** A record with texts to translate or refresh in one language. */
export const GridRecordSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** Where the record is edited, under the back office (`produits/12`). */
  lien: z.string(),
  manquants: z.array(z.string()),
  obsoletes: z.array(z.string()),
});
export const GridRecordsSchema = z.object({ code: z.literal(200), datas: z.array(GridRecordSchema) });
export type GridRecord = z.infer<typeof GridRecordSchema>;
export const GridRecordsQuerySchema = z.object({ locale: z.enum(TRANSLATE_TARGETS) });
export const GridEntityParamsSchema = z.object({ entite: z.enum(CATALOGUE_ENTITIES) });
