import { z } from 'zod';
import { AddressSnapshotSchema, VatLineSchema } from './checkout.ts';
import { AccountContactSchema } from './auth.ts';

/**
 * An order's life: 'reservee' (stock held while the customer pays) → 'payee' → 'expediee', or
 * 'expiree' (stock given back); 'a_verifier' when a late payment found the stock sold elsewhere;
 * 'remboursee' once refunded.
 */
export const ORDER_STATUSES = ['reservee', 'payee', 'expiree', 'a_verifier', 'expediee', 'remboursee'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const cents = z.number().int();
const instant = z.string().nullable();

/** Which order, where it stands and when each step happened: what every view of an order shows. */
export const orderProgress = {
  hash: z.uuid(),
  numero: z.string().nullable(),
  statut: z.enum(ORDER_STATUSES),
  created: z.string(),
  payee: instant,
  expediee: instant,
  suivi: z.string().nullable(),
  rembourse: instant,
  /** Paid in test mode: no money moved. */
  test: z.boolean(),
};

/** An order's line: the variant, its labels as sold, the units and their unit prices. */
export const OrderLineSchema = z.object({
  declinaison_id: z.number().int(),
  produit_label: z.string(),
  label: z.string(),
  qtt: z.number().int(),
  prix_ht: cents,
  prix_ttc: cents,
});

/** An order's customer, as staff see them. */
export const OrderCustomerSchema = AccountContactSchema;

/** An order as its customer sees it. */
export const OrderSchema = z.object({
  ...orderProgress,
  lignes_ht: cents,
  lignes_ttc: cents,
  total_ht: cents,
  total_ttc: cents,
  livraison: z.object({ label: z.string(), prix_ttc: cents }).nullable(),
  remise: z.object({ code: z.string(), montant: cents }).nullable(),
  tva: z.array(VatLineSchema),
  adresse_livraison: AddressSnapshotSchema.nullable(),
  adresse_facturation: AddressSnapshotSchema.nullable(),
  /** Until when the stock is held (a reserved order can still be paid until then). */
  expire: z.string(),
  /** The invoice number, once paid. */
  facture: z.string().nullable(),
  lignes: z.array(OrderLineSchema),
  /** The parcels that left, with their tracking link (the customer's order page only). */
  colis: z
    .array(
      z.object({
        transporteur: z.string().nullable(),
        suivi: z.string().nullable(),
        suivi_lien: z.string().nullable(),
        expedie: z.string().nullable(),
      }),
    )
    .optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = z.object({ code: z.literal(200), datas: z.array(OrderSchema) });
export const OrderAnswerSchema = z.object({ code: z.literal(200), data: OrderSchema });

/** GET /api/commandes/{hash}/facture: a short-lived signed address of the invoice PDF. */
export const InvoiceLinkAnswerSchema = z.object({ code: z.literal(200), url: z.string() });

/** How many orders a page of the back office's list holds. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** GET /api/commandes?statut&page: the back office's order list, newest first. */
export const AdminOrdersQuerySchema = z.object({
  statut: z.enum(ORDER_STATUSES, { message: 'Statut inconnu.' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

/** An order as staff see it in the list: its customer, status, amount and shipment. */
export const AdminOrderSummarySchema = z.object({
  id: z.number().int(),
  ...orderProgress,
  total_ttc: cents,
  facture: z.string().nullable(),
  livraison: z.string().nullable(),
  client: OrderCustomerSchema,
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  code: z.literal(200),
  datas: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** PUT /api/commandes/{id}/expedition: the optional tracking number of the parcel. */
export const ShipmentInputSchema = z.object({
  suivi: z
    .string()
    .trim()
    .max(80, 'Numéro de suivi trop long (80 caractères au plus).')
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type ShipmentInput = z.infer<typeof ShipmentInputSchema>;
