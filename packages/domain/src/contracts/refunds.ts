import { z } from 'zod';
import { VatLineSchema } from './checkout.ts';

const id = z.number().int().positive().max(2_147_483_647);
const cents = z.number().int();

/** POST /api/commandes/{id}/remboursements: what staff give back of a paid order. */
export const RefundRequestSchema = z.object({
  lignes: z
    .array(
      z.object({
        declinaison: id,
        qtt: z.number().int().positive().max(100_000),
        /** Whether the units come back on the shelves (in `entrepot`, else the first warehouse). */
        restock: z.boolean().default(false),
        entrepot: id.optional(),
        /** The lot they come back into, one the order took; else the lots they came from. */
        lot: id.optional(),
      }),
    )
    .max(500)
    // One entry a variant: two would each say whether the same units go back in stock.
    .refine((lines) => new Set(lines.map((line) => line.declinaison)).size === lines.length, {
      message: 'Une déclinaison figure deux fois : indiquez ses unités sur une seule ligne.',
    })
    .default([]),
  livraison: z.boolean().default(false),
  /** A free amount on top (a goodwill gesture), TTC cents. */
  montant_libre: z.number().int().min(0).max(100_000_000).default(0),
  motif: z.string().trim().max(2000).default(''),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const REFUND_STATUSES = ['demande', 'effectue', 'refuse'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One refund of an order as staff read it, with the credit note it issued. */
export const OrderRefundSchema = z.object({
  id: z.number().int(),
  statut: z.enum(REFUND_STATUSES),
  montant_ttc: cents,
  montant_ht: cents,
  tva: z.array(VatLineSchema),
  livraison_ttc: cents,
  libre_ttc: cents,
  motif: z.string(),
  /** The staff member who asked (null for the shop's own refunds and once the account is gone). */
  par: z.object({ id: z.number().int(), prenom: z.string(), nom: z.string(), mail: z.string() }).nullable(),
  /** The payment provider's refund id (null for an order paid offline). */
  reference: z.string().nullable(),
  created: z.string(),
  effectue: z.string().nullable(),
  /** When the provider said this refund, made, failed after all: the customer is still owed it. */
  echoue_le: z.string().nullable(),
  /** The credit note's number, once the refund is made. */
  avoir: z.string().nullable(),
  lignes: z.array(
    z.object({
      declinaison_id: z.number().int(),
      qtt: z.number().int(),
      montant_ttc: cents,
      restock: z.boolean(),
      entrepot_id: z.number().int().nullable(),
    }),
  ),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderRefundAnswerSchema = z.object({ code: z.literal(200), data: OrderRefundSchema });
