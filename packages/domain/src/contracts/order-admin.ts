import { z } from 'zod';
import { AddressSnapshotSchema, CheckoutTotalsSchema, RelayPointSchema } from './checkout.ts';
import { ORDER_STATUSES, OrderCustomerSchema, OrderLineSchema, orderProgress } from './orders.ts';
import { OrderRefundSchema } from './refunds.ts';

const cents = z.number().int();
const instant = z.string().nullable();

/** POST /api/admin/commandes/{hash}/notes: what a staff member writes about an order. */
export const OrderNoteInputSchema = z.object({
  texte: z
    .string({ message: 'Écrivez la note.' })
    .trim()
    .min(1, 'Écrivez la note.')
    .max(2_000, 'Note trop longue (2 000 caractères au plus).'),
});
export type OrderNoteInput = z.infer<typeof OrderNoteInputSchema>;

/** An internal note on an order: who wrote it (null once their account is deleted), when, what. */
export const OrderNoteSchema = z.object({
  id: z.number().int(),
  texte: z.string(),
  created: z.string(),
  auteur: z.object({ id: z.number().int(), prenom: z.string(), nom: z.string(), mail: z.string() }).nullable(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

export const OrderNoteAnswerSchema = z.object({ code: z.literal(201), data: OrderNoteSchema });
export const OrderNoteListSchema = z.object({ code: z.literal(200), datas: z.array(OrderNoteSchema) });

/**
 * The steps of an order's timeline: placed, paid, shipped, refunded, hold lapsed, and a status
 * changed by hand in the back office (`statut`, with its author).
 */
export const ORDER_TIMELINE_STEPS = ['creee', 'payee', 'expediee', 'remboursee', 'expiree', 'statut'] as const;
export type OrderTimelineStep = (typeof ORDER_TIMELINE_STEPS)[number];

export const OrderTimelineEntrySchema = z.object({
  etape: z.enum(ORDER_TIMELINE_STEPS),
  date: z.string(),
  /** For a change by hand: the status before and after. */
  avant: z.enum(ORDER_STATUSES).nullable(),
  apres: z.enum(ORDER_STATUSES).nullable(),
  /** Who made a change by hand (their mail), null for the shop's own steps or a deleted account. */
  auteur: z.string().nullable(),
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;

/** One line of an order, at the prices of the moment it was placed (cents), with its VAT rate. */
export const AdminOrderLineSchema = OrderLineSchema.extend({
  total_ht: cents,
  total_ttc: cents,
  /** Basis points: 2000 = 20 %. */
  taux_tva_bps: z.number().int(),
  /** The line's share of the order's discount as stored at sale (null for an order stored without it). */
  remise: cents.nullish(),
  /** The lots its units still with the order come from (a refund may put them back into one). */
  lots: z.array(z.object({ id: z.number().int(), numero: z.string(), qtt: z.number().int() })).optional(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

/** GET /api/admin/commandes/{hash}: everything the back office's order page shows. */
export const AdminOrderDetailSchema = z.object({
  id: z.number().int(),
  ...orderProgress,
  langue: z.string(),
  expire: z.string(),
  /** The shop's own remark (why an order is to check), editable on the list. */
  note: z.string().nullable(),
  /** The optimistic lock of the list's edits. */
  version: z.number().int(),
  client: OrderCustomerSchema.nullable(),
  lignes: z.array(AdminOrderLineSchema),
  totaux: CheckoutTotalsSchema,
  /** The delivery method chosen, with its carrier (null when the method is gone): a new parcel's carrier by default. */
  livraison: z
    .object({
      methode_id: z.number().int().nullable(),
      transporteur_id: z.number().int().nullable(),
      label: z.string(),
      prix_ttc: cents,
    })
    .nullable(),
  point_relais: RelayPointSchema.nullable(),
  remise: z.object({ code: z.string(), montant: cents }).nullable(),
  adresse_livraison: AddressSnapshotSchema.nullable(),
  adresse_facturation: AddressSnapshotSchema.nullable(),
  /** The card payment: the provider's reference, the amount taken and when. */
  paiement: z
    .object({
      reference: z.string().nullable(),
      montant: cents,
      date: z.string(),
      test: z.boolean(),
      /** The offline way staff recorded it with (transfer, cash); absent for a card payment. */
      methode: z.string().nullable().optional(),
    })
    .nullable(),
  /**
   * The payment link a staff order was sent with (its public page, in the customer's language), so
   * staff can give it again; paid once the customer paid through it. Null for other orders.
   */
  lien_paiement: z.object({ id: z.number().int(), url: z.string(), paye: instant }).nullable(),
  /** The full refund: asked (reference) and, once the order is refunded in full, dated. */
  remboursement: z.object({ reference: z.string().nullable(), montant: cents, date: instant }).nullable(),
  /** The invoice, once paid: its number and a download address valid a few minutes. */
  facture: z.object({ numero: z.string(), url: z.string() }).nullable(),
  /** The credit note a refund issued (it cancels the invoice): its number and a download address valid a few minutes. */
  avoir: z.object({ numero: z.string(), url: z.string() }).nullable(),
  /**
   * Its refunds, in part or in full, oldest first, each with its credit note's number (the API
   * always sends them; optional for answers cached before they existed).
   */
  remboursements: z.array(OrderRefundSchema).optional(),
  chronologie: z.array(OrderTimelineEntrySchema),
  notes: z.array(OrderNoteSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const AdminOrderDetailAnswerSchema = z.object({ code: z.literal(200), data: AdminOrderDetailSchema });
