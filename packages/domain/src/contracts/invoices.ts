import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.ts';

/** The documents an accountant books: invoices of paid orders and the credit notes of refunds. */
export const ACCOUNTING_DOCUMENT_TYPES = ['facture', 'avoir'] as const;
export type AccountingDocumentType = (typeof ACCOUNTING_DOCUMENT_TYPES)[number];

/** The longest period one list or export covers: a year, for a yearly closing. */
export const MAX_ACCOUNTING_PERIOD_DAYS = 366;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A period of shop days, both included, in order and no longer than a year. */
function checkPeriod({ du, au }: { du: string; au: string }, ctx: z.RefinementCtx) {
  if (du > au) ctx.addIssue({ code: 'custom', path: ['au'], message: 'La fin de la période précède son début.' });
  else if (daysBetween(du, au) >= MAX_ACCOUNTING_PERIOD_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['au'],
      message: `Une période couvre au plus ${MAX_ACCOUNTING_PERIOD_DAYS} jours.`,
    });
  }
}

/** The CSV export's period (an invoice is dated by its payment, a credit note by the refund). */
export const AccountingPeriodSchema = z
  .object({ du: CalendarDateSchema, au: CalendarDateSchema })
  .superRefine(checkPeriod);
export type AccountingPeriod = z.infer<typeof AccountingPeriodSchema>;

export const AccountingDocumentsQuerySchema = z
  .object({
    du: CalendarDateSchema,
    au: CalendarDateSchema,
    type: z.enum(ACCOUNTING_DOCUMENT_TYPES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .superRefine(checkPeriod);
export type AccountingDocumentsQuery = z.infer<typeof AccountingDocumentsQuerySchema>;

/** One document; a credit note's amounts are negative, so a period's sums are what it earned. */
export const AccountingDocumentSchema = z.object({
  type: z.enum(ACCOUNTING_DOCUMENT_TYPES),
  numero: z.string(),
  /** When it was issued (ISO instant). */
  date: z.string(),
  /** The order's number and hash (its back-office page). */
  commande: z.string().nullable(),
  hash: z.string(),
  /** The name billed, as it was when ordering. */
  client: z.string(),
  total_ht: z.number().int(),
  tva: z.number().int(),
  total_ttc: z.number().int(),
});
export type AccountingDocument = z.infer<typeof AccountingDocumentSchema>;

export const AccountingTotalsSchema = z.object({
  total_ht: z.number().int(),
  tva: z.number().int(),
  total_ttc: z.number().int(),
});

export const AccountingDocumentsPageSchema = z.object({
  code: z.literal(200),
  datas: z.array(AccountingDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Sums over the whole period (and type), not only this page. */
  sommes: AccountingTotalsSchema,
});
export type AccountingDocumentsPage = z.infer<typeof AccountingDocumentsPageSchema>;

export const AccountingDocumentLinkSchema = z.object({ code: z.literal(200), url: z.string() });
