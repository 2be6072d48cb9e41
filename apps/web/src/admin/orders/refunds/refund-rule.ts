import {
  sumVatLines,
  type AdminOrderDetail,
  type OrderRefund,
  type RefundableOrder,
  type RefundedSoFar,
} from '@boutique/domain';

/**
 * The order as the server's refund rule reads it (refund-state.ts in the API's orders module):
 * the discount shared over every line, so the total shown is the one the server will take.
 */
export function toRefundableOrder(order: AdminOrderDetail): RefundableOrder {
  return {
    lignes: order.lignes.map(({ declinaison_id, qtt, prix_ht, prix_ttc }) => ({
      declinaison_id,
      qtt,
      prix_ht,
      prix_ttc,
    })),
    livraison_ttc: order.totaux.livraison_ttc,
    remise_ttc: order.totaux.remise_ttc,
    total_ttc: order.totaux.total_ttc,
    total_ht: order.totaux.total_ht,
    tva: order.totaux.tva,
  };
}

/** What the refunds not refused (asked or made) already take from what was paid. */
export function toRefundedSoFar(refunds: readonly OrderRefund[]): RefundedSoFar {
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

/** The amount still refundable, in cents. */
export const amountLeft = (order: AdminOrderDetail, already: RefundedSoFar) =>
  Math.max(0, order.totaux.total_ttc - already.total_ttc);
