import { type AdminOrderDetail, type RefundableOrder, type RefundedSoFar } from '@boutique/domain';

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

/** The amount still refundable, in cents. */
export const amountLeft = (order: AdminOrderDetail, already: RefundedSoFar) =>
  Math.max(0, order.totaux.total_ttc - already.total_ttc);
