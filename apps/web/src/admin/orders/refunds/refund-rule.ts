import { type AdminOrderDetail, type RefundableOrder, type RefundedSoFar } from '@boutique/domain';

/**
 * The order as the server's refund rule reads it (refund-state.ts in the API's orders module):
 * each line's discount as stored at sale and the VAT rate it was charged, so the total shown is
 * the one the server will take.
 */
export function toRefundableOrder(order: AdminOrderDetail): RefundableOrder {
  return {
    lignes: order.lignes.map(({ declinaison_id, qtt, prix_ht, prix_ttc, remise, taux_tva_bps }) => ({
      declinaison_id,
      qtt,
      prix_ht,
      prix_ttc,
      remise,
      tva_bps: taux_tva_bps,
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
