import { z } from 'zod';
import { AccountContactSchema } from './auth.ts';
import { CalendarDateSchema } from './calendar-date.ts';

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

/** An ambassador in the back office: their codes, what they brought and what they are owed. */
export const AmbassadorSummarySchema = AccountContactSchema.extend({
  codes: z.array(z.string()),
  /** Orders placed with one of their codes that are paid or shipped (the ones earning commission). */
  commandes: z.number().int(),
  /** Commission of the referred orders that are paid or shipped. */
  commission_ht: cents,
  /** What was paid out to them (the payouts ledger). */
  verse_ht: cents,
  /** Earned minus paid out: what a new payout may reach at most. */
  solde_ht: cents,
});
export type AmbassadorSummary = z.infer<typeof AmbassadorSummarySchema>;

/** GET /api/admin/ambassadeurs: every ambassador account. */
export const AmbassadorListSchema = z.object({ code: z.literal(200), datas: z.array(AmbassadorSummarySchema) });

/** One order an ambassador's code brought, as staff see it. */
export const AdminReferredOrderSchema = z.object({
  hash: z.string(),
  numero: z.string().nullable(),
  statut: z.string(),
  /** When it was placed (ISO 8601). */
  created: z.string(),
  total_ht: cents,
  commission_ht: cents,
});

/** One payout of the ledger. */
export const AmbassadorPayoutSchema = z.object({
  id: z.number().int(),
  montant_ht: cents,
  paye_le: z.string(),
  reference: z.string(),
  auteur: z.string().nullable(),
  created: z.string(),
});
export type AmbassadorPayout = z.infer<typeof AmbassadorPayoutSchema>;

/** GET /api/admin/ambassadeurs/{id}: the ambassador, their referred orders and the payouts. */
export const AmbassadorDetailSchema = z.object({
  code: z.literal(200),
  data: AmbassadorSummarySchema.extend({
    commandes_parrainees: z.array(AdminReferredOrderSchema),
    versements: z.array(AmbassadorPayoutSchema),
  }),
});
export type AmbassadorDetail = z.infer<typeof AmbassadorDetailSchema>['data'];

/** POST /api/admin/ambassadeurs/{id}/versements: a payout marked paid (amount in cents HT). */
export const AmbassadorPayoutInputSchema = z.object({
  montant_ht: z
    .number({ message: 'Montant attendu.' })
    .int('Montant en centimes.')
    .min(1, 'Le montant doit être positif.')
    .max(100_000_000, 'Montant trop élevé.'),
  paye_le: CalendarDateSchema,
  reference: z.string().trim().max(100, 'Référence trop longue.').default(''),
});
export type AmbassadorPayoutInput = z.input<typeof AmbassadorPayoutInputSchema>;

/** A payout may not exceed what the ambassador is owed; answers the message, or null when it may. */
export const payoutRefusal = (montantHt: number, soldeHt: number): string | null =>
  montantHt > soldeHt ? 'Ce versement dépasse le solde de commission dû à l’ambassadeur.' : null;
