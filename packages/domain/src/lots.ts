import { z } from 'zod';
import { CalendarDateSchema } from './contracts/calendar-date.ts';

/*
 * Lots (batches) of a variant: the cosmetics regulation (EC) 1223/2009, art. 19, asks each unit
 * to carry its batch number and either a date of minimum durability or a period after opening, and
 * the seller to trace each batch to the customers who received it so it can be recalled.
 */

/** The number of the lots the migration made out of the stock that had none. */
export const INITIAL_LOT_NUMBER = 'INITIAL';
/** A period after opening ("12M" on the jar), in months. */
export const PAO_MONTHS_MIN = 1;
export const PAO_MONTHS_MAX = 60;
/** Lots whose best-before date falls within this many days are "close to their date" unless the shop sets another. */
export const LOT_EXPIRY_DEFAULT_DAYS = 90;

/** What FEFO reads of a lot (dates as YYYY-MM-DD). */
export interface LotDates {
  id: number;
  /** The lot's number: the migrated lot INITIAL sorts first (see `compareFefo`). */
  numero?: string | undefined;
  /** Best-before date (date de durabilité minimale); null for a lot with a PAO or no date. */
  dluo: string | null;
  /** Manufacture date, when known. */
  fabrication: string | null;
}

/** Whether a lot's best-before date has passed on `today` (the date itself still sells); PAO-only lots never have. */
export function isExpired(lot: Pick<LotDates, 'dluo'>, today: string): boolean {
  return lot.dluo !== null && lot.dluo < today;
}

/** The lot INITIAL: the stock on the shelf before lots existed, so the oldest there is, though undated. */
const isInitial = (lot: LotDates) => lot.numero === INITIAL_LOT_NUMBER && lot.dluo === null;

/**
 * First expired, first out: the migrated lot INITIAL first (undated, but the stock that was on
 * the shelf before lots existed), then lots with a best-before date, earliest first; a lot with
 * only a PAO (or no date) counts as never expiring on the shelf, so after every dated lot. Ties go
 * to the oldest manufacture, an unknown manufacture counting as oldest (it predates the lots),
 * then to the lot received first.
 */
export function compareFefo(a: LotDates, b: LotDates): number {
  if (isInitial(a) !== isInitial(b)) return isInitial(a) ? -1 : 1;
  if (a.dluo !== b.dluo) {
    if (a.dluo === null) return 1;
    if (b.dluo === null) return -1;
    return a.dluo < b.dluo ? -1 : 1;
  }
  if (a.fabrication !== b.fabrication) {
    if (a.fabrication === null) return -1;
    if (b.fabrication === null) return 1;
    return a.fabrication < b.fabrication ? -1 : 1;
  }
  return a.id - b.id;
}

/** The lots in the order a picker takes them. */
export function sortFefo<T extends LotDates>(lots: readonly T[]): T[] {
  return [...lots].sort(compareFefo);
}

/**
 * Which lots `qtt` units come from, FEFO, split over as many lots as needed; `short` is what the
 * lots could not cover (0 when they can). With `today` (a sale, a parcel), lots past their
 * best-before date come after every other lot, so they are taken only when the others cannot
 * serve; `expired` counts the units taken from them (the caller refuses them, or, for a paid sale,
 * takes them and leaves a trace). Without `today` (staff removing or moving units), plain FEFO.
 */
export function pickFefo<T extends LotDates & { quantite: number }>(
  lots: readonly T[],
  qtt: number,
  options: { today?: string | undefined } = {},
): { picked: { lot: T; qtt: number }[]; short: number; expired: number } {
  const { today } = options;
  const sorted = sortFefo(lots);
  const ordered =
    today === undefined
      ? sorted
      : [...sorted.filter((lot) => !isExpired(lot, today)), ...sorted.filter((lot) => isExpired(lot, today))];
  const picked: { lot: T; qtt: number }[] = [];
  let remaining = qtt;
  let expired = 0;
  for (const lot of ordered) {
    if (remaining === 0) break;
    const taken = Math.min(remaining, lot.quantite);
    if (taken <= 0) continue;
    picked.push({ lot, qtt: taken });
    remaining -= taken;
    if (today !== undefined && isExpired(lot, today)) expired += taken;
  }
  return { picked, short: remaining, expired };
}

/** The day `days` after `today` (both YYYY-MM-DD, UTC calendar arithmetic). */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a lot's best-before date is within `days` of `today` (or already past); PAO-only lots never are. */
export function isExpiringWithin(lot: Pick<LotDates, 'dluo'>, today: string, days: number): boolean {
  return lot.dluo !== null && lot.dluo <= addDays(today, days);
}

export type LotDatesRefusal =
  'lot_date_needed' | 'lot_dates_exclusive' | 'lot_best_before_not_after_manufacture' | 'lot_pao_out_of_range';

/** Why a received lot's dates are refused, or null: a best-before date or a PAO (one of them), after its manufacture. */
export function lotDatesRefusal(lot: {
  fabrication?: string | null | undefined;
  dluo?: string | null | undefined;
  pao_mois?: number | null | undefined;
}): LotDatesRefusal | null {
  const dluo = lot.dluo ?? null;
  const pao = lot.pao_mois ?? null;
  if (dluo === null && pao === null) return 'lot_date_needed';
  if (dluo !== null && pao !== null) return 'lot_dates_exclusive';
  if (pao !== null && (!Number.isInteger(pao) || pao < PAO_MONTHS_MIN || pao > PAO_MONTHS_MAX)) {
    return 'lot_pao_out_of_range';
  }
  if (dluo !== null && lot.fabrication && dluo <= lot.fabrication) return 'lot_best_before_not_after_manufacture';
  return null;
}

const LOT_REFUSAL_MESSAGES: Record<LotDatesRefusal, { path: string; message: string }> = {
  lot_date_needed: { path: 'dluo', message: 'Indiquez une date de durabilité minimale ou une durée après ouverture.' },
  lot_dates_exclusive: {
    path: 'pao_mois',
    message: 'Une date de durabilité minimale ou une durée après ouverture, pas les deux.',
  },
  lot_best_before_not_after_manufacture: {
    path: 'dluo',
    message: 'La date limite doit suivre la date de fabrication.',
  },
  lot_pao_out_of_range: {
    path: 'pao_mois',
    message: `Durée après ouverture de ${PAO_MONTHS_MIN} à ${PAO_MONTHS_MAX} mois.`,
  },
};

/** A lot as staff receive it: its number and dates (the form and the API share this). */
export const LotInputSchema = z
  .object({
    numero: z
      .string()
      .trim()
      .min(1, 'Numéro de lot attendu.')
      .max(40, 'Numéro de lot trop long (40 caractères au plus).'),
    fabrication: CalendarDateSchema.nullable().optional(),
    dluo: CalendarDateSchema.nullable().optional(),
    pao_mois: z.number().int('Nombre entier attendu.').nullable().optional(),
  })
  .superRefine((lot, context) => {
    const refusal = lotDatesRefusal(lot);
    if (refusal) {
      const { path, message } = LOT_REFUSAL_MESSAGES[refusal];
      context.addIssue({ code: 'custom', path: [path], message, params: { reason: refusal } });
    }
  });
export type LotInput = z.infer<typeof LotInputSchema>;
