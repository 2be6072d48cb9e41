import type { ErrorReason } from './contracts/error-reasons.ts';
import { shopInstant, shopWallClock } from './shop-time.ts';

/**
 * The consumer's right of withdrawal (Consumer Rights Directive 2011/83/EU arts. 9–16 and 11a,
 * Code de la consommation L221-18 ff.) and the other returns (a defect, a wrong item), as pure
 * rules: when the period is open, when the refund is due, which lines and units may be returned,
 * and how a return moves from state to state. Days end at midnight, Paris time.
 */

/** The legal withdrawal period, in days from delivery; the shop may grant more (a setting). */
export const WITHDRAWAL_PERIOD_DAYS = 14;
/** The refund is due within 14 days of the withdrawal (art. 13), though it may wait for the goods. */
export const WITHDRAWAL_REFUND_DAYS = 14;

export const RETURN_KINDS = ['retractation', 'defaut', 'erreur'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** requested → goods received → refunded, or refused with a reason. */
export const RETURN_STATUSES = ['demande', 'recu', 'rembourse', 'refuse'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why staff refuse a return: an opened hygiene-sealed product (art. 16(e)), out of time, or other. */
export const RETURN_REFUSALS = ['scelle_ouvert', 'hors_delai', 'autre'] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

const NEXT_STATUSES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  // The shop may refund before the goods arrive (it may wait for them, it need not).
  demande: ['recu', 'rembourse', 'refuse'],
  recu: ['rembourse', 'refuse'],
  rembourse: [],
  refuse: [],
};

/** Whether a return in state `from` may move to `to`. */
export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Whether a return is still in progress (its units are spoken for). */
export const isReturnOpen = (status: ReturnStatus) => status === 'demande' || status === 'recu';

/** A parcel's dates as the delivery rule reads them. */
export interface ParcelDates {
  expedie: Date | null;
  livre: Date | null;
}

/**
 * Days a parcel whose arrival no carrier reported is taken to travel: the period then counts from
 * its departure plus these, so an unrecorded delivery never shortens the customer's 14 days.
 */
export const UNRECORDED_DELIVERY_DAYS = 3;

const DAY_MS = 86_400_000;

/**
 * When the goods were delivered, as far as the shop knows: the last parcel's arrival (art. 9(2)(b):
 * several goods delivered separately, the last one). A parcel with no recorded arrival counts from
 * the day it left plus UNRECORDED_DELIVERY_DAYS. Null — the period not yet started — while any unit
 * has not left (the order becomes shipped, `expediee`, once every unit did).
 */
export function calculateDeliveredAt(order: { expediee: Date | null }, parcels: readonly ParcelDates[]): Date | null {
  if (!order.expediee) return null;
  const arrival = (left: Date) => new Date(left.getTime() + UNRECORDED_DELIVERY_DAYS * DAY_MS);
  if (parcels.length === 0) return arrival(order.expediee);
  let last: Date | null = null;
  for (const parcel of parcels) {
    const at = parcel.livre ?? (parcel.expedie && arrival(parcel.expedie));
    if (!at) return null;
    if (!last || at > last) last = at;
  }
  return last;
}

/** The last instant of the `days`-th day after `from`, Paris time (a day counted is a whole day). */
export function calculateDayEnd(from: Date, days: number): Date {
  const [date] = shopWallClock(from).split('T') as [string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1, day + days + 1));
  const nextMidnight = shopInstant(`${target.toISOString().slice(0, 10)}T00:00`)!;
  return new Date(nextMidnight.getTime() - 1);
}

/** The withdrawal period's end, null while the goods are not delivered (it is open until then). */
export function calculateWithdrawalDeadline(deliveredAt: Date | null, periodDays: number): Date | null {
  if (!deliveredAt) return null;
  return calculateDayEnd(deliveredAt, Math.max(WITHDRAWAL_PERIOD_DAYS, periodDays));
}

/** Whether a withdrawal made at `now` is in time: from the order until the period's end. */
export function isWithdrawalOpen(deadline: Date | null, now: Date): boolean {
  return deadline === null || now <= deadline;
}

/** The day by which the refund of a withdrawal must be made (14 days after it). */
export function calculateRefundDueDate(withdrawnAt: Date): Date {
  return calculateDayEnd(withdrawnAt, WITHDRAWAL_REFUND_DAYS);
}

/** An order line as the return rule reads it. */
export interface ReturnableLine {
  declinaison_id: number;
  qtt: number;
}

/** Units of a variant asked back. */
export interface ReturnAskLine {
  declinaison: number;
  qtt: number;
}

/**
 * Units of each line still returnable: ordered, less refunded (refunds not refused) and less those
 * in returns still open (a refunded return's units are already counted by its refund).
 */
export function calculateReturnableUnits(
  lines: readonly ReturnableLine[],
  refunded: ReadonlyMap<number, number>,
  inOpenReturns: ReadonlyMap<number, number>,
): Map<number, number> {
  return new Map(
    lines.map((line) => [
      line.declinaison_id,
      Math.max(0, line.qtt - (refunded.get(line.declinaison_id) ?? 0) - (inOpenReturns.get(line.declinaison_id) ?? 0)),
    ]),
  );
}

export type ReturnLinesRefusal = Extract<
  ErrorReason,
  'return_empty' | 'return_line_unknown' | 'return_quantity_exceeded'
>;

export type ReturnLinesOutcome =
  | { ok: true; lignes: ReturnAskLine[] }
  | { ok: false; reason: ReturnLinesRefusal; message: string; declinaison?: number };

/** Checks the asked lines against what is still returnable; merges none (each variant once). */
export function checkReturnLines(
  asked: readonly ReturnAskLine[],
  returnable: ReadonlyMap<number, number>,
): ReturnLinesOutcome {
  const lignes = asked.filter((line) => line.qtt > 0);
  if (lignes.length === 0) return { ok: false, reason: 'return_empty', message: 'Choisissez au moins un article.' };
  const seen = new Set<number>();
  for (const line of lignes) {
    const left = returnable.get(line.declinaison);
    if (left === undefined || seen.has(line.declinaison)) {
      return {
        ok: false,
        reason: 'return_line_unknown',
        message: 'Cet article ne figure pas dans la commande.',
        declinaison: line.declinaison,
      };
    }
    seen.add(line.declinaison);
    if (line.qtt > left) {
      return {
        ok: false,
        reason: 'return_quantity_exceeded',
        message: `Il reste ${left} article(s) à retourner sur cette ligne.`,
        declinaison: line.declinaison,
      };
    }
  }
  return { ok: true, lignes };
}

/**
 * Whether a return's refund also gives back the delivery charge: a withdrawal that, with the
 * order's earlier refunds (not refused), takes back every unit ordered (Consumer Rights Directive
 * art. 13(1)), unless the delivery was refunded already.
 */
export function isDeliveryOwedOnReturn(input: {
  type: ReturnKind;
  ordered: readonly ReturnableLine[];
  refunded: ReadonlyMap<number, number>;
  returned: readonly ReturnAskLine[];
  deliveryRefunded: boolean;
}): boolean {
  if (input.type !== 'retractation' || input.deliveryRefunded) return false;
  const returned = new Map<number, number>();
  for (const line of input.returned) returned.set(line.declinaison, (returned.get(line.declinaison) ?? 0) + line.qtt);
  return input.ordered.every(
    (line) => (input.refunded.get(line.declinaison_id) ?? 0) + (returned.get(line.declinaison_id) ?? 0) >= line.qtt,
  );
}

/**
 * Whether a return may be refused as opened sealed goods (art. 16(e)): only when every line of it
 * is sealed, since the refusal refuses the whole return; otherwise the reason it may not.
 */
export function checkSealedRefusal(
  variants: readonly number[],
  sealed: ReadonlySet<number>,
):
  | { ok: true }
  | { ok: false; reason: Extract<ErrorReason, 'return_refusal_not_sealed' | 'return_refusal_not_all_sealed'> } {
  const held = variants.filter((variant) => sealed.has(variant)).length;
  if (held === 0) return { ok: false, reason: 'return_refusal_not_sealed' };
  if (held < variants.length) return { ok: false, reason: 'return_refusal_not_all_sealed' };
  return { ok: true };
}

/**
 * Units of each line of a return it may still put back on the shelves. Staff may refund a unit
 * from the order page with restock while its return is open: the units of open returns that refunds
 * already cover (refunded + in open returns beyond what was ordered) were then restocked by those
 * refunds, up to what they restocked, and must not be restocked a second time.
 */
export function calculateRestockableUnits(input: {
  ordered: readonly ReturnableLine[];
  refunded: ReadonlyMap<number, number>;
  inOpenReturns: ReadonlyMap<number, number>;
  restockedByRefunds: ReadonlyMap<number, number>;
  returned: readonly ReturnAskLine[];
}): Map<number, number> {
  const ordered = new Map(input.ordered.map((line) => [line.declinaison_id, line.qtt]));
  return new Map(
    input.returned.map((line) => {
      const id = line.declinaison;
      const covered = Math.max(
        0,
        (input.refunded.get(id) ?? 0) + (input.inOpenReturns.get(id) ?? 0) - (ordered.get(id) ?? 0),
      );
      const already = Math.min(covered, input.restockedByRefunds.get(id) ?? 0);
      return [id, Math.max(0, line.qtt - already)];
    }),
  );
}
