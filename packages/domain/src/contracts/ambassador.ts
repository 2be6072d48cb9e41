import { z } from 'zod';

const cents = z.number().int();

/** One order placed with the ambassador's code, as the ambassador sees it (no customer details). */
export const ReferredOrderSchema = z.object({
  numero: z.string().nullable(),
  /** When it was paid (ISO 8601). */
  date: z.string().nullable(),
  total_ht: cents,
  /** The commission earned on it, fixed when the order was paid. */
  commission_ht: cents,
});
export type ReferredOrder = z.infer<typeof ReferredOrderSchema>;

/** GET /api/ambassadeurs/me: the ambassador's referral code, link, and the paid orders it brought. */
export const AmbassadorAreaSchema = z.object({
  code: z.literal(200),
  code_parrainage: z.string(),
  /** The shop's home page carrying the code, to share. */
  lien: z.string(),
  /** The commission rate on the orders' amount excluding VAT, in basis points (1000 = 10 %). */
  commission_bps: z.number().int(),
  /** The discount the code gives the referred customer, in basis points. */
  remise_bps: z.number().int(),
  commandes: z.array(ReferredOrderSchema),
  total_commission_ht: cents,
});
export type AmbassadorArea = z.infer<typeof AmbassadorAreaSchema>;
