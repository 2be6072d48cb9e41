import { z } from 'zod';

export const ORDER_STATUSES = ['reservee', 'payee', 'expiree', 'a_verifier'] as const;

/** An order as its customer sees it. */
export const OrderSchema = z.object({
  hash: z.uuid(),
  numero: z.string().nullable(),
  statut: z.enum(ORDER_STATUSES),
  total_ht: z.number().int(),
  total_ttc: z.number().int(),
  created: z.string(),
  payee: z.string().nullable(),
  lignes: z.array(
    z.object({
      declinaison_id: z.number().int(),
      produit_label: z.string(),
      label: z.string(),
      qtt: z.number().int(),
      prix_ht: z.number().int(),
      prix_ttc: z.number().int(),
    }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = z.object({ code: z.literal(200), datas: z.array(OrderSchema) });
export const OrderAnswerSchema = z.object({ code: z.literal(200), data: OrderSchema });
