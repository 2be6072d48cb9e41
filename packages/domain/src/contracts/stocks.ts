import { z } from 'zod';
import { LotInputSchema } from '../lots.ts';

/**
 * Why a variant's stock moved. Warehouse movements (receipt, sale, adjustment, transfer, return)
 * change a warehouse's units on hand; hold and release change only the sellable total while a
 * customer pays (the units stay on the shelf until the sale takes them out).
 */
export const STOCK_REASONS = ['receipt', 'sale', 'hold', 'release', 'adjustment', 'transfer', 'return'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons staff choose when they correct a count; the others are written by the shop itself. */
export const ADJUSTMENT_REASONS = ['receipt', 'adjustment', 'return'] as const satisfies readonly StockReason[];
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** French names of the reasons, as the back office shows them. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  receipt: 'Réception',
  sale: 'Vente',
  hold: 'Réservation',
  release: 'Fin de réservation',
  adjustment: 'Ajustement',
  transfer: 'Transfert',
  return: 'Retour',
};

/** Whether a variant's sellable stock has reached its product's alert threshold (`seuil`). */
export function isLowStock(total: number | null, seuil: number): boolean {
  return total !== null && total <= seuil;
}

export const MAX_STOCK_UNITS = 1_000_000;
export const STOCKS_PAGE_SIZE = 50;
export const STOCK_MOVEMENTS_PAGE_SIZE = 50;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const note = z.string().trim().max(500, 'Note trop longue (500 caractères au plus).').optional();

/**
 * POST /api/stocks/{declinaisonId}/ajustement: adds or removes units (`ajouter`, a signed count,
 * with a reason) or sets the warehouse's count found on the shelf (`fixer`: a stock count, always
 * an adjustment, so no reason is asked).
 */
export const StockAdjustmentInputSchema = z
  .object({
    entrepot_id: id,
    operation: z.enum(['ajouter', 'fixer'], { message: 'Choisissez « ajouter » ou « fixer ».' }),
    quantite: z
      .number({ message: 'Quantité attendue.' })
      .int('Nombre entier attendu.')
      .min(-MAX_STOCK_UNITS, 'Quantité trop grande.')
      .max(MAX_STOCK_UNITS, 'Quantité trop grande.'),
    motif: z.enum(ADJUSTMENT_REASONS, { message: 'Motif inconnu.' }).optional(),
    note,
    /** The lot concerned (an existing one); units added with neither this nor `lot` go to INITIAL, removed ones FEFO. */
    lot_id: id.optional(),
    /** A lot received: found by its number (same dates) or made. */
    lot: LotInputSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.lot_id !== undefined && input.lot !== undefined) {
      context.addIssue({ code: 'custom', path: ['lot'], message: 'Un lot existant ou un nouveau lot, pas les deux.' });
    }
    if (input.operation === 'ajouter' && input.motif === undefined) {
      context.addIssue({ code: 'custom', path: ['motif'], message: 'Choisissez un motif.' });
    }
    if (input.operation === 'ajouter' && input.quantite === 0) {
      context.addIssue({ code: 'custom', path: ['quantite'], message: 'Indiquez une quantité différente de zéro.' });
    }
    if (input.operation === 'fixer' && input.quantite < 0) {
      context.addIssue({ code: 'custom', path: ['quantite'], message: 'Le stock ne peut pas être négatif.' });
    }
  });
export type StockAdjustmentInput = z.infer<typeof StockAdjustmentInputSchema>;

/**
 * The ledger's reason for an adjustment: a stock count (`fixer`) is always an adjustment, whatever
 * reason came with it, so a count of 12 where 24 were booked never reads "Réception −12".
 */
export function adjustmentMovementReason(input: Pick<StockAdjustmentInput, 'operation' | 'motif'>): AdjustmentReason {
  return input.operation === 'fixer' ? 'adjustment' : (input.motif ?? 'adjustment');
}

/** POST /api/stocks/{declinaisonId}/transfert: moves units from one warehouse to another. */
export const StockTransferInputSchema = z
  .object({
    depuis: id,
    vers: id,
    /** The lot moved; first-expiring lots first when absent. */
    lot_id: id.optional(),
    quantite: z
      .number({ message: 'Quantité attendue.' })
      .int('Nombre entier attendu.')
      .min(1, 'Transférez au moins une unité.')
      .max(MAX_STOCK_UNITS, 'Quantité trop grande.'),
    note,
  })
  .refine((input) => input.depuis !== input.vers, {
    path: ['vers'],
    message: 'Choisissez un autre entrepôt que celui de départ.',
  });
export type StockTransferInput = z.infer<typeof StockTransferInputSchema>;

/** GET /api/stocks: the variants' stock, filtered by product, warehouse (units there) or alert. */
export const StocksQuerySchema = z.object({
  produit: id.optional(),
  entrepot: id.optional(),
  alerte: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StocksQuery = z.infer<typeof StocksQuerySchema>;

/** One variant's stock: the sellable total the storefront shows and the units in each warehouse. */
export const VariantStockSchema = z.object({
  declinaison_id: z.number().int(),
  produit_id: z.number().int(),
  produit_label: z.string(),
  conteneur: z.string(),
  label: z.string(),
  seuil: z.number().int(),
  /** What the storefront sells; null when the variant's stock is not tracked. */
  total: z.number().int().nullable(),
  /** Units held by orders awaiting payment (on the shelf, not sellable). */
  reserve: z.number().int(),
  alerte: z.boolean(),
  entrepots: z.array(z.object({ entrepot_id: z.number().int(), quantite: z.number().int() })),
});
export type VariantStock = z.infer<typeof VariantStockSchema>;

export const VariantStockListSchema = z.object({
  code: z.literal(200),
  datas: z.array(VariantStockSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type VariantStockList = z.infer<typeof VariantStockListSchema>;

export const VariantStockAnswerSchema = z.object({ code: z.literal(200), data: VariantStockSchema });

/** One row of the append-only stock ledger. */
export const StockMovementSchema = z.object({
  id: z.number().int(),
  entrepot_id: z.number().int().nullable(),
  entrepot_label: z.string().nullable(),
  delta: z.number().int(),
  motif: z.enum(STOCK_REASONS),
  user_id: z.number().int().nullable(),
  /** Who made the change, as staff recognise them (mail); null for the shop's own upkeep. */
  auteur: z.string().nullable(),
  commande_id: z.number().int().nullable(),
  /** For a stock count: the units counted in the warehouse (the delta is what the count changed). */
  compte: z.number().int().nullable(),
  /** The lot moved (null for holds and releases). */
  lot_id: z.number().int().nullable(),
  lot_numero: z.string().nullable(),
  note: z.string(),
  created: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const StockMovementsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const StockMovementListSchema = z.object({
  code: z.literal(200),
  datas: z.array(StockMovementSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type StockMovementList = z.infer<typeof StockMovementListSchema>;
