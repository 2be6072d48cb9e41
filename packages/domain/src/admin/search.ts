import { z } from 'zod';
import { ORDER_STATUSES } from '../contracts/orders.ts';
import { querySearch } from './resource.ts';

/** The numbered documents' prefixes (the counters module numbers them: OC-2026-000042). */
export const DOCUMENT_PREFIXES = { commande: 'OC', facture: 'F', avoir: 'AV' } as const;
export type DocumentPrefix = (typeof DOCUMENT_PREFIXES)[keyof typeof DOCUMENT_PREFIXES];

/**
 * How many past years a bare sequence number ("000042", "42") is looked for in: each year is one
 * equality on a unique index, so the search stays cheap however many orders there are. A number
 * from an older year is found when typed whole.
 */
export const DOCUMENT_SEARCH_YEARS = 10;

const NUMBER = /^(?:([A-Z]{1,2})-?)?(?:(\d{4})-)?(\d{1,6})$/u;

/**
 * The whole numbers of one series a typed text can stand for, so staff find a document by
 * equality: "OC-2026-000042" itself, "2026-42" and "42" (this year and the past years, and the
 * next one, whose first numbers may exist in the last days of December). Empty when the text
 * names another series or is no number. The text typed whole is kept too (imported numbers).
 */
export function documentNumberCandidates(text: string, prefix: DocumentPrefix, thisYear: number): string[] {
  const typed = text.trim().toUpperCase().replace(/\s+/gu, '');
  const match = NUMBER.exec(typed);
  const whole = typed.startsWith(`${prefix}-`) ? [typed] : [];
  if (!match) return whole;
  const [, series, year, sequence] = match;
  if (series !== undefined && series !== prefix) return whole;
  if (Number(sequence) === 0) return whole;
  const years = year
    ? [Number(year)]
    : Array.from({ length: DOCUMENT_SEARCH_YEARS + 2 }, (_, index) => thisYear + 1 - index);
  const numbers = years.map((each) => `${prefix}-${each}-${sequence!.padStart(6, '0')}`);
  return [...new Set([...whole, ...numbers])];
}

/**
 * A phone number as typed, when the text is one ("06 12 34 56 78", "+33 6…"): at least six
 * digits, with spaces, dots, dashes or a leading +. Null otherwise.
 */
export function phoneSearch(text: string): string | null {
  const typed = text.trim();
  if (!/^\+?[\d\s.-]+$/u.test(typed)) return null;
  return typed.replace(/\D/gu, '').length >= 6 ? typed : null;
}

/** How many matches of each kind the back office's search answers. */
export const ADMIN_SEARCH_LIMIT = 5;

export const AdminSearchQuerySchema = z.object({ q: querySearch });

/** GET /api/admin/recherche: the orders, customers, products and payment links a text finds. */
export const AdminSearchSchema = z.object({
  commandes: z.array(
    z.object({
      hash: z.string(),
      numero: z.string().nullable(),
      facture_numero: z.string().nullable(),
      statut: z.enum(ORDER_STATUSES),
      total_ttc: z.number().int(),
      client: z.string(),
    }),
  ),
  clients: z.array(z.object({ id: z.number().int(), nom: z.string(), mail: z.string() })),
  produits: z.array(z.object({ id: z.number().int(), label: z.string() })),
  liens: z.array(z.object({ id: z.number().int(), nom: z.string(), mail: z.string(), montant: z.number().int() })),
});
export type AdminSearch = z.infer<typeof AdminSearchSchema>;
export const AdminSearchAnswerSchema = z.object({ code: z.literal(200), data: AdminSearchSchema });
