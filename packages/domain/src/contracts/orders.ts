import { z } from 'zod';
import { AddressSnapshotSchema, VatLineSchema } from './checkout.ts';

/**
 * An order's life: 'reservee' (stock held while the customer pays) → 'payee' → 'expediee', or
 * 'expiree' (stock given back); 'a_verifier' when a late payment found the stock sold elsewhere;
 * 'remboursee' once refunded.
 */
export const ORDER_STATUSES = ['reservee', 'payee', 'expiree', 'a_verifier', 'expediee', 'remboursee'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const cents = z.number().int();
const instant = z.string().nullable();

/** An order as its customer sees it. */
export const OrderSchema = z.object({
  hash: z.uuid(),
  numero: z.string().nullable(),
  statut: z.enum(ORDER_STATUSES),
  lignes_ht: cents,
  lignes_ttc: cents,
  total_ht: cents,
  total_ttc: cents,
  livraison: z.object({ label: z.string(), prix_ttc: cents }).nullable(),
  remise: z.object({ code: z.string(), montant: cents }).nullable(),
  tva: z.array(VatLineSchema),
  adresse_livraison: AddressSnapshotSchema.nullable(),
  adresse_facturation: AddressSnapshotSchema.nullable(),
  created: z.string(),
  /** Until when the stock is held (a reserved order can still be paid until then). */
  expire: z.string(),
  payee: instant,
  expediee: instant,
  suivi: z.string().nullable(),
  rembourse: instant,
  /** The invoice number, once paid. */
  facture: z.string().nullable(),
  lignes: z.array(
    z.object({
      declinaison_id: z.number().int(),
      produit_label: z.string(),
      label: z.string(),
      qtt: z.number().int(),
      prix_ht: cents,
      prix_ttc: cents,
    }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = z.object({ code: z.literal(200), datas: z.array(OrderSchema) });
export const OrderAnswerSchema = z.object({ code: z.literal(200), data: OrderSchema });
