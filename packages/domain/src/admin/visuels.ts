import { z } from 'zod';
import { foreignId, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['alt'], 500);

/** The image library: uploaded pictures and their alt texts (files arrive by upload, not by this form). */
export const visuelsResource = defineAdminResource({
  model: 'visuels',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    alt: z.string(),
    largeur: z.number().int(),
    hauteur: z.number().int(),
    traductions,
    version,
  }),
  input: z.object({
    alt: z.string().trim().max(500),
    traductions: traductions.optional(),
  }),
  filters: z.object({ q: querySearch.optional() }),
  sortable: ['id', 'alt', 'largeur'],
  labels: {
    singular: 'Visuel',
    plural: 'Visuels',
    fields: { alt: 'Texte alternatif', largeur: 'Largeur (px)', hauteur: 'Hauteur (px)' },
  },
});

/** What an upload may be: checked by the browser before sending, and by the server on the bytes. */
export const VISUEL_UPLOAD = {
  /** Bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** Pixels of the declared width × height; above, decoding alone could exhaust memory. */
  maxPixels: 40_000_000,
  /** What the file picker offers; the server trusts only the bytes. */
  accept: 'image/jpeg,image/png,image/webp',
} as const;

/** One picture of a product, in display order. */
export const ProductVisualSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  largeur: z.number().int(),
  hauteur: z.number().int(),
  ordre: z.number().int(),
});
export type ProductVisual = z.infer<typeof ProductVisualSchema>;
export const ProductVisualsAnswerSchema = z.object({ code: z.literal(200), datas: z.array(ProductVisualSchema) });

export const AttachVisualBodySchema = z.object({ visuel_id: foreignId });
/** The product's pictures in their new order: exactly the attached ones, each once. */
export const ReorderVisualsBodySchema = z.object({
  ids: z
    .array(foreignId)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'Un visuel apparaît deux fois.'),
});
