import { allocate, calculateLineDiscounts, checkoutTotals, vatRateBps, type VatLine } from './checkout.ts';
import type { ErrorReason } from './contracts/error-reasons.ts';

/**
 * Refunds of a paid order, in part or in full, in integer cents. A line's units are refunded at
 * what the customer paid for them: the line's TTC less its share of the discount, handed out so
 * that refunding a line in any number of steps sums exactly to that net amount.
 */

/** An order line as refunds read it. */
export interface RefundableLine {
  declinaison_id: number;
  qtt: number;
  prix_ht: number;
  prix_ttc: number;
  /** The VAT rate the line was charged at (VAT by destination); read from its prices when absent. */
  tva_bps?: number | null;
  /** Whether the order's discount applied to this line (all lines when absent). */
  remisee?: boolean;
  /**
   * The line's share of the order's discount as the customer got it, TTC cents, stored at sale
   * (`commandes_declinaisons.remise`); null or absent for an order stored without it.
   */
  remise?: number | null;
}

/** A paid order as refunds read it: its lines and the amounts stored at checkout. */
export interface RefundableOrder {
  lignes: readonly RefundableLine[];
  livraison_ttc: number;
  remise_ttc: number;
  total_ttc: number;
  /** The order's HT total as stored (the rest's HT is taken from it); its VAT lines' bases when absent. */
  total_ht?: number;
  /** The VAT stored at checkout (empty for an order stored without it: recomputed). */
  tva: readonly VatLine[];
}

/** What earlier refunds (not refused) already gave back. */
export interface RefundedSoFar {
  /** Units already refunded, by variant. */
  lignes: ReadonlyMap<number, number>;
  livraison: boolean;
  total_ttc: number;
  /** Their VAT lines, all together (for "the rest"). */
  tva: readonly VatLine[];
}

/** Staff's ask: units of some lines, the delivery, and a free amount (a goodwill gesture), in cents. */
export interface RefundAsk {
  lignes: readonly { declinaison: number; qtt: number }[];
  livraison: boolean;
  montant_libre: number;
}

export interface RefundedLine {
  declinaison_id: number;
  qtt: number;
  montant_ttc: number;
}

export interface CalculatedRefund {
  lignes: RefundedLine[];
  livraison_ttc: number;
  libre_ttc: number;
  total_ttc: number;
  total_ht: number;
  tva: VatLine[];
}

export type RefundRefusalReason = Extract<
  ErrorReason,
  | 'refund_empty'
  | 'refund_line_unknown'
  | 'refund_quantity_exceeded'
  | 'refund_delivery_refunded'
  | 'refund_exceeds_paid'
>;

export type RefundOutcome =
  | { ok: true; refund: CalculatedRefund }
  | { ok: false; reason: RefundRefusalReason; message: string; declinaison?: number };

/** A refund as `refundedSoFar` reads it: the server's rows and the staff's answers both fit. */
export interface CountedRefund {
  statut: 'demande' | 'effectue' | 'refuse';
  montant_ttc: number;
  livraison_ttc: number;
  tva: readonly VatLine[];
  lignes: readonly { declinaison_id: number; qtt: number }[];
}

/**
 * What an order's refunds not refused (asked or made) already take from what was paid. Shared by
 * the server's check and the back office's live total, so both count the same way.
 */
export function refundedSoFar(refunds: readonly CountedRefund[]): RefundedSoFar {
  const counted = refunds.filter((refund) => refund.statut !== 'refuse');
  const lignes = new Map<number, number>();
  for (const line of counted.flatMap((refund) => refund.lignes)) {
    lignes.set(line.declinaison_id, (lignes.get(line.declinaison_id) ?? 0) + line.qtt);
  }
  return {
    lignes,
    livraison: counted.some((refund) => refund.livraison_ttc > 0),
    total_ttc: counted.reduce((sum, refund) => sum + refund.montant_ttc, 0),
    tva: sumVatLines(counted.map((refund) => refund.tva)),
  };
}

/** Nothing refunded yet. */
export const NOTHING_REFUNDED: RefundedSoFar = { lignes: new Map(), livraison: false, total_ttc: 0, tva: [] };

/**
 * What the customer paid for each line: its TTC less its share of the discount. The share stored
 * at sale when every line has one (a code restricted to some products took only from them), else
 * the discount spread over the lines as `calculateLineDiscounts` does.
 */
export function calculateLineNets(order: Pick<RefundableOrder, 'lignes' | 'remise_ttc'>): number[] {
  const stored = order.lignes.every((line) => typeof line.remise === 'number');
  const shares = stored
    ? order.lignes.map((line) => line.remise ?? 0)
    : calculateLineDiscounts(order.lignes, order.remise_ttc);
  return order.lignes.map((line, index) => line.prix_ttc * line.qtt - shares[index]!);
}

/**
 * The TTC of `k` more units of a line of `quantity` units whose net is `lineNet`, after `j`
 * refunded: each step takes the floor of its cumulated share, so the steps add up to the net.
 */
export function calculateLineUnitsTtc(lineNet: number, quantity: number, j: number, k: number): number {
  return Math.floor((lineNet * (j + k)) / quantity) - Math.floor((lineNet * j) / quantity);
}

/** The order's VAT lines as stored, or as the checkout's rule gives them for an order stored without. */
export function orderVatLines(order: RefundableOrder): VatLine[] {
  if (order.tva.length > 0) return [...order.tva];
  const discounted = order.lignes.map((line) => line.remisee !== false);
  return checkoutTotals(order.lignes, order.livraison_ttc, order.remise_ttc, discounted).tva;
}

/** VAT lines from TTC amounts by rate (highest rate first, empty rates left out): HT + VAT = TTC. */
export function vatLinesFromTtc(ttcByRate: ReadonlyMap<number, number>): VatLine[] {
  return [...ttcByRate.entries()]
    .filter(([, ttc]) => ttc !== 0)
    .sort(([a], [b]) => b - a)
    .map(([taux_bps, ttc]) => {
      const base_ht = Math.round((ttc * 10_000) / (10_000 + taux_bps));
      return { taux_bps, base_ht, montant: ttc - base_ht };
    });
}

const addTo = (map: Map<number, number>, rate: number, amount: number) => map.set(rate, (map.get(rate) ?? 0) + amount);

/** The delivery's TTC split over the goods' rates, as the checkout splits it. */
function deliveryByRate(order: RefundableOrder): Map<number, number> {
  const goods = new Map<number, number>();
  for (const line of order.lignes) addTo(goods, vatRateBps(line), line.prix_ttc * line.qtt);
  const rates = [...goods.keys()].sort((a, b) => b - a);
  const shares = allocate(
    order.livraison_ttc,
    rates.map((rate) => goods.get(rate)!),
  );
  return new Map(rates.map((rate, index) => [rate, shares[index]!]));
}

/** Same variant asked twice counts once, with its units summed. */
function mergeAsked(lignes: RefundAsk['lignes']): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of lignes) if (line.qtt > 0) addTo(merged, line.declinaison, line.qtt);
  return merged;
}

const refusal = (reason: RefundRefusalReason, message: string, declinaison?: number): RefundOutcome =>
  declinaison === undefined ? { ok: false, reason, message } : { ok: false, reason, message, declinaison };

/**
 * A partial refund: the asked units at what was paid for them, the delivery (once), a free amount
 * spread over the order's VAT in proportion; refused when empty, when it names a line the order
 * lacks, more units than are left, the delivery twice, or more money than was paid.
 */
export function calculateRefund(order: RefundableOrder, already: RefundedSoFar, ask: RefundAsk): RefundOutcome {
  const asked = mergeAsked(ask.lignes);
  if (asked.size === 0 && !ask.livraison && ask.montant_libre <= 0) {
    return refusal('refund_empty', 'Indiquez des articles, la livraison ou un montant à rembourser.');
  }
  if (ask.montant_libre < 0) return refusal('refund_empty', 'Le montant libre ne peut pas être négatif.');
  const nets = calculateLineNets(order);
  const ttcByRate = new Map<number, number>();
  const lignes: RefundedLine[] = [];
  for (const [declinaison, qtt] of asked) {
    const index = order.lignes.findIndex((line) => line.declinaison_id === declinaison);
    const line = order.lignes[index];
    if (!line) return refusal('refund_line_unknown', 'Cet article ne fait pas partie de la commande.', declinaison);
    const done = already.lignes.get(declinaison) ?? 0;
    if (done + qtt > line.qtt) {
      const message = `Il reste ${line.qtt - done} unité(s) de cet article à rembourser.`;
      return refusal('refund_quantity_exceeded', message, declinaison);
    }
    const montant_ttc = calculateLineUnitsTtc(nets[index]!, line.qtt, done, qtt);
    lignes.push({ declinaison_id: declinaison, qtt, montant_ttc });
    addTo(ttcByRate, vatRateBps(line), montant_ttc);
  }
  if (ask.livraison && already.livraison) {
    return refusal('refund_delivery_refunded', 'La livraison a déjà été remboursée.');
  }
  const livraison_ttc = ask.livraison ? order.livraison_ttc : 0;
  if (ask.livraison) for (const [rate, share] of deliveryByRate(order)) addTo(ttcByRate, rate, share);
  const orderVat = orderVatLines(order);
  const freeShares = allocate(
    ask.montant_libre,
    orderVat.map((line) => line.base_ht + line.montant),
  );
  orderVat.forEach((line, index) => addTo(ttcByRate, line.taux_bps, freeShares[index]!));
  const total_ttc = lignes.reduce((sum, line) => sum + line.montant_ttc, 0) + livraison_ttc + ask.montant_libre;
  if (already.total_ttc + total_ttc > order.total_ttc) {
    const left = Math.max(0, order.total_ttc - already.total_ttc);
    return refusal('refund_exceeds_paid', `Il reste ${left} centimes remboursables sur cette commande.`);
  }
  const tva = vatLinesFromTtc(ttcByRate);
  return {
    ok: true,
    refund: {
      lignes,
      livraison_ttc,
      libre_ttc: ask.montant_libre,
      total_ttc,
      total_ht: tva.reduce((sum, line) => sum + line.base_ht, 0),
      tva,
    },
  };
}

/**
 * Everything not refunded yet, for the full refund of an order partly refunded: the amount left,
 * the order's VAT less that of the earlier refunds rate by rate (so all the refunds' VAT adds up to
 * the order's exactly), the units left at what they cost, and the delivery unless it was refunded;
 * the free part is what is left once those are counted (negative when earlier free amounts were given).
 */
export function calculateRefundRest(order: RefundableOrder, already: RefundedSoFar): CalculatedRefund {
  const nets = calculateLineNets(order);
  const lignes = order.lignes.flatMap((line, index): RefundedLine[] => {
    const done = already.lignes.get(line.declinaison_id) ?? 0;
    const qtt = line.qtt - done;
    return qtt > 0
      ? [
          {
            declinaison_id: line.declinaison_id,
            qtt,
            montant_ttc: calculateLineUnitsTtc(nets[index]!, line.qtt, done, qtt),
          },
        ]
      : [];
  });
  const livraison_ttc = already.livraison ? 0 : order.livraison_ttc;
  const total_ttc = order.total_ttc - already.total_ttc;
  const earlier = new Map(sumVatLines([already.tva]).map((line) => [line.taux_bps, line]));
  const rates = new Set([...orderVatLines(order).map((line) => line.taux_bps), ...earlier.keys()]);
  const ordered = new Map(orderVatLines(order).map((line) => [line.taux_bps, line]));
  const tva = [...rates]
    .sort((a, b) => b - a)
    .map((taux_bps) => ({
      taux_bps,
      base_ht: (ordered.get(taux_bps)?.base_ht ?? 0) - (earlier.get(taux_bps)?.base_ht ?? 0),
      montant: (ordered.get(taux_bps)?.montant ?? 0) - (earlier.get(taux_bps)?.montant ?? 0),
    }))
    .filter((line) => line.base_ht !== 0 || line.montant !== 0);
  const linesTtc = lignes.reduce((sum, line) => sum + line.montant_ttc, 0);
  return {
    lignes,
    livraison_ttc,
    libre_ttc: total_ttc - linesTtc - livraison_ttc,
    total_ttc,
    total_ht: (order.total_ht ?? sumBases(orderVatLines(order))) - sumBases(already.tva),
    tva,
  };
}

/**
 * Units of each variant a refund may still put back on the shelves: what was sold, less what earlier
 * refunds restocked and what returns received back (their reception restocked them or chose not
 * to). A unit comes back once, whichever way.
 */
export function calculateRestockRoom(input: {
  ordered: readonly Pick<RefundableLine, 'declinaison_id' | 'qtt'>[];
  restockedByRefunds: ReadonlyMap<number, number>;
  receivedByReturns: ReadonlyMap<number, number>;
}): Map<number, number> {
  return new Map(
    input.ordered.map(({ declinaison_id: id, qtt }) => [
      id,
      Math.max(0, qtt - (input.restockedByRefunds.get(id) ?? 0) - (input.receivedByReturns.get(id) ?? 0)),
    ]),
  );
}

const sumBases = (lines: readonly VatLine[]) => lines.reduce((sum, line) => sum + line.base_ht, 0);

/** Adds up refunds' VAT lines rate by rate (highest rate first). */
export function sumVatLines(lists: readonly (readonly VatLine[])[]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  for (const line of lists.flat()) {
    const seen = byRate.get(line.taux_bps) ?? { taux_bps: line.taux_bps, base_ht: 0, montant: 0 };
    byRate.set(line.taux_bps, { ...seen, base_ht: seen.base_ht + line.base_ht, montant: seen.montant + line.montant });
  }
  return [...byRate.values()].sort((a, b) => b.taux_bps - a.taux_bps);
}
