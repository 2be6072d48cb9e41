import { z } from 'zod';
import { RETURN_KINDS, RETURN_REFUSALS, RETURN_STATUSES } from '../withdrawal.ts';
import { MailSchema } from './auth.ts';

const id = z.number().int().positive().max(2_147_483_647);
/** An order's readable number as the customer reads it on their mails (OC-2026-000042). */
const orderNumber = z
  .string({ message: 'Numéro de commande requis.' })
  .trim()
  .min(1, 'Numéro de commande requis.')
  .max(40, 'Numéro de commande trop long.')
  .transform((value) => value.toUpperCase());

const askLines = z
  .array(z.object({ declinaison: id, qtt: z.number().int().min(0).max(100_000) }))
  .max(200)
  .refine((lines) => new Set(lines.map((line) => line.declinaison)).size === lines.length, {
    message: 'Un article figure deux fois.',
  });

/** The order a shopper names to withdraw from it: its number and the mail it was placed with. */
export const WithdrawalLookupSchema = z.object({ numero: orderNumber, email: MailSchema });
export type WithdrawalLookup = z.infer<typeof WithdrawalLookupSchema>;

/** The statement (first stage): who withdraws from which units, and where to send the acknowledgement. */
export const WithdrawalStatementSchema = WithdrawalLookupSchema.extend({
  nom: z.string({ message: 'Nom requis.' }).trim().min(1, 'Nom requis.').max(160, 'Nom trop long.'),
  lignes: askLines,
  /** A withdrawal by default; a defect or a wrong item is another return request. */
  type: z.enum(RETURN_KINDS).default('retractation'),
  message: z.string().trim().max(2000).default(''),
});
export type WithdrawalStatement = z.infer<typeof WithdrawalStatementSchema>;

/** One line of an order as the withdrawal form shows it. */
export const ReturnableLineSchema = z.object({
  declinaison: z.number().int(),
  produit_label: z.string(),
  label: z.string(),
  qtt: z.number().int(),
  /** Units still returnable (not refunded nor in a return in progress). */
  retournable: z.number().int(),
  /** Sealed for hygiene: once opened it may be refused (art. 16(e)). */
  scelle: z.boolean(),
});

/** The order found by number and mail: its lines and whether the withdrawal period is still open. */
export const WithdrawableOrderSchema = z.object({
  numero: z.string(),
  lignes: z.array(ReturnableLineSchema),
  ouverte: z.boolean(),
  /** End of the period (ISO), null while the goods have not all left. */
  echeance: z.string().nullable(),
});
export type WithdrawableOrder = z.infer<typeof WithdrawableOrderSchema>;
export const WithdrawableOrderAnswerSchema = z.object({ code: z.literal(200), data: WithdrawableOrderSchema });

export const ReturnLineSchema = z.object({
  declinaison: z.number().int(),
  produit_label: z.string(),
  label: z.string(),
  qtt: z.number().int(),
  /** Units received back (null before reception), and whether they went back on the shelves. */
  recu: z.number().int().nullable(),
  restock: z.boolean(),
  scelle: z.boolean(),
});

/** A return as staff and its customer read it. */
export const ReturnSchema = z.object({
  id: z.number().int(),
  type: z.enum(RETURN_KINDS),
  statut: z.enum(RETURN_STATUSES),
  commande: z.object({ id: z.number().int(), numero: z.string(), hash: z.string(), langue: z.string() }),
  nom: z.string(),
  email: z.string(),
  message: z.string(),
  lignes: z.array(ReturnLineSchema),
  /** When the customer withdrew (ISO). */
  created: z.string(),
  /** The refund's legal due date (withdrawals only; ISO). */
  remboursement_du: z.string().nullable(),
  recu_le: z.string().nullable(),
  refus: z.enum(RETURN_REFUSALS).nullable(),
  refus_detail: z.string(),
  remboursement_id: z.number().int().nullable(),
});
export type Return = z.infer<typeof ReturnSchema>;
export const ReturnAnswerSchema = z.object({ code: z.literal(200), data: ReturnSchema });
export const ReturnListAnswerSchema = z.object({ code: z.literal(200), datas: z.array(ReturnSchema) });

/** Staff's reception: per line the units received and whether they go back in stock. */
export const ReturnReceptionSchema = z.object({
  lignes: z
    .array(
      z.object({
        declinaison: id,
        qtt: z.number().int().min(0).max(100_000),
        restock: z.boolean().default(false),
        entrepot: id.optional(),
      }),
    )
    .min(1)
    .max(200),
});
export type ReturnReception = z.infer<typeof ReturnReceptionSchema>;

export const ReturnRefusalSchema = z.object({
  motif: z.enum(RETURN_REFUSALS),
  detail: z.string().trim().max(2000).default(''),
});
export type ReturnRefusalRequest = z.infer<typeof ReturnRefusalSchema>;

/** A return request staff record for a customer (a defect, a wrong item, a withdrawal by phone). */
export const StaffReturnSchema = z.object({
  numero: orderNumber,
  type: z.enum(RETURN_KINDS),
  lignes: askLines,
  message: z.string().trim().max(2000).default(''),
});
export type StaffReturn = z.infer<typeof StaffReturnSchema>;

/** The withdrawal recorded: what the confirmation page says (the acknowledgement mail says the rest). */
export const WithdrawalDoneSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  /** When the withdrawal was made (ISO): the page shows it in Paris time, as the mail does. */
  created: z.string(),
  email: z.string(),
});
export type WithdrawalDone = z.infer<typeof WithdrawalDoneSchema>;
export const WithdrawalDoneAnswerSchema = z.object({ code: z.literal(200), data: WithdrawalDoneSchema });

/** A signed-in customer's order ready for the statement, the contact pre-filled. */
export const WithdrawalPrefillSchema = z.object({ commande: WithdrawableOrderSchema, email: z.string() });
export type WithdrawalPrefill = z.infer<typeof WithdrawalPrefillSchema>;
export const WithdrawalPrefillAnswerSchema = z.object({ code: z.literal(200), data: WithdrawalPrefillSchema });
