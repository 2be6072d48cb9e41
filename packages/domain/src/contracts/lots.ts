import { z } from 'zod';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const LOTS_PAGE_SIZE = 50;

/** GET /api/lots: lots with units on hand, by variant or close to their date (`expire_sous` days). */
export const LotsQuerySchema = z.object({
  declinaison: id.optional(),
  /** Only lots whose best-before date falls within this many days (or is past); `alerte` uses the shop's setting. */
  expire_sous: z.coerce.number().int().min(0).max(3650).optional(),
  alerte: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Also lots with no unit left (a recall looks for those too). */
  vides: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  q: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LotsQuery = z.infer<typeof LotsQuerySchema>;

export const LotStockSchema = z.object({
  id: z.number().int(),
  declinaison_id: z.number().int(),
  produit_label: z.string(),
  label: z.string(),
  numero: z.string(),
  fabrication: z.string().nullable(),
  dluo: z.string().nullable(),
  pao_mois: z.number().int().nullable(),
  /** Units on hand, all warehouses. */
  quantite: z.number().int(),
  entrepots: z.array(z.object({ entrepot_id: z.number().int(), label: z.string(), quantite: z.number().int() })),
  /** Whether its best-before date is within the shop's alert window. */
  proche: z.boolean(),
});
export type LotStock = z.infer<typeof LotStockSchema>;

export const LotStockListSchema = z.object({
  code: z.literal(200),
  datas: z.array(LotStockSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The alert window in days (setting `stock.lots_alerte_jours`, 90 unless set). */
  jours: z.number().int(),
});
export type LotStockList = z.infer<typeof LotStockListSchema>;

/** One order that received units of a recalled lot. */
export const LotRecipientSchema = z.object({
  commande_id: z.number().int(),
  commande_hash: z.string(),
  numero: z.string().nullable(),
  qtt: z.number().int(),
  client: z.object({ prenom: z.string(), nom: z.string(), mail: z.string() }).nullable(),
  langue: z.string(),
  pays: z.string(),
  expedie: z.string().nullable(),
});
export type LotRecipient = z.infer<typeof LotRecipientSchema>;

export const LotRecallSchema = z.object({
  code: z.literal(200),
  lot: LotStockSchema,
  commandes: z.array(LotRecipientSchema),
  /** Recall mails already queued for this lot (one per customer). */
  mails: z.number().int(),
});
export type LotRecall = z.infer<typeof LotRecallSchema>;

/** POST /api/lots/{id}/rappel: mails queued now (0 when every customer already had theirs). */
export const LotRecallSentSchema = z.object({
  code: z.literal(200),
  envoyes: z.number().int(),
  mails: z.number().int(),
});
export type LotRecallSent = z.infer<typeof LotRecallSentSchema>;

export const LotIdParamsSchema = z.object({ lotId: id });
