import { refundedSoFar, type OrderStatus, type RefundableOrder, type RefundedSoFar } from '@boutique/domain';
import type { commandes, commandesDeclinaisons } from '../../db/schema/index.ts';
import type { RefundLineRow, RefundRow } from './refunds.queries.ts';

type OrderRow = typeof commandes.$inferSelect;
type LineRow = typeof commandesDeclinaisons.$inferSelect;

/** Orders whose payment went through, so there is money to give back. */
export const REFUNDABLE_STATUSES = ['payee', 'expediee', 'a_verifier'] as const satisfies readonly OrderStatus[];

export const isRefundable = (statut: OrderStatus) => (REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(statut);

/**
 * The order as the refund rule reads it: each line with its share of the discount as stored at
 * sale (`remise`: a code limited to some products took only from their lines), so a line is
 * refunded at what was paid for it, and with the VAT rate it was charged (`tva_bps`: VAT by
 * destination; a rate read back from prices rounded to the cent can be off by a few tenths).
 */
export function toRefundableOrder(order: OrderRow, lines: readonly LineRow[]): RefundableOrder {
  return {
    lignes: lines.map(({ declinaison_id, qtt, prix_ht, prix_ttc, remise, tva_bps }) => ({
      declinaison_id,
      qtt,
      prix_ht,
      prix_ttc,
      remise,
      tva_bps,
    })),
    livraison_ttc: order.livraison_ttc,
    remise_ttc: order.remise_ttc,
    total_ttc: order.total_ttc,
    total_ht: order.total_ht,
    tva: order.tva,
  };
}

/** What the order's refunds not refused (asked or made) already take from what was paid. */
export function toRefundedSoFar(refunds: readonly (RefundRow & { lignes: readonly RefundLineRow[] })[]): RefundedSoFar {
  return refundedSoFar(refunds);
}

/** Whether the refunds made cover what the order cost, so it turns 'remboursee'. */
export const coversOrder = (order: OrderRow, refunds: readonly RefundRow[]) =>
  refunds.filter((refund) => refund.statut === 'effectue').reduce((sum, refund) => sum + refund.montant_ttc, 0) >=
  order.total_ttc;
