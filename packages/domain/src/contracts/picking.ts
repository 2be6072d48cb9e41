import { z } from 'zod';

/** How many parcels one download of packing slips may hold. */
export const MAX_SLIPS_PER_FILE = 100;

/** GET /api/colis/bordereaux.pdf?ids=1,2,3: the parcels whose slips go in one file, in that order. */
export const SlipSelectionQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/u, 'Identifiants de colis attendus, séparés par des virgules.')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().min(1).max(2_147_483_647))
        .min(1)
        .max(MAX_SLIPS_PER_FILE, `${MAX_SLIPS_PER_FILE} colis au plus.`),
    ),
});

/** One variant to take from the shelves: its units across the orders waiting, and those orders. */
export const PickLineSchema = z.object({
  declinaison_id: z.number().int(),
  produit_label: z.string(),
  label: z.string(),
  qtt: z.number().int(),
  /** The numbers of the orders needing it, in the order they were paid. */
  commandes: z.array(z.string()),
  /** Its units by lot (the lots the orders took, less what shipped), first-expiring first. */
  lots: z
    .array(
      z.object({ lot_id: z.number().int(), numero: z.string(), dluo: z.string().nullable(), qtt: z.number().int() }),
    )
    .default([]),
});
export type PickLine = z.infer<typeof PickLineSchema>;

/** GET /api/preparation/liste: what the paid orders not yet shipped still need, by variant. */
export const PickListSchema = z.object({
  code: z.literal(200),
  /** When the list was drawn up (ISO instant); screens show it in French time. */
  genere: z.string(),
  commandes: z.number().int(),
  unites: z.number().int(),
  lignes: z.array(PickLineSchema),
});
export type PickList = z.infer<typeof PickListSchema>;
