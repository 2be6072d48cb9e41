import { isDeliveryOwedOnReturn, type OrderRefund } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { selectLines, unitsRefundedOf } from '../orders/orders.service.ts';
import type { PartialRefunds } from '../orders/partial-refunds.ts';
import type { RefundAllowance } from '../orders/refund-reservation.ts';
import type { ReturnWithLines } from './returns.queries.ts';

/** The motif of a return's refund, which also names it among the order's refunds. */
export const returnRefundMotif = (id: number) => `Retour ${id}`;

/**
 * How a return's refund is asked of the orders module: the same refund again while it is still
 * asked (an outage, a refund Stripe left pending), a new one otherwise, with the delivery charge
 * when the withdrawal takes back the whole order.
 */
export function returnRefundAsks(db: Database, refunds: Pick<PartialRefunds, 'refundPart' | 'retry' | 'listOf'>) {
  /**
   * The return's refund still asked or made: the one recorded on it, else the order's refund named
   * after it (an outage may end the ask before its id comes back). A refused one no longer counts.
   */
  const ownRefund = async (orderId: number, id: number, recorded: number | null) => {
    const refundsOfOrder = await refunds.listOf(orderId);
    const mine = refundsOfOrder.filter((refund) =>
      recorded === null ? refund.motif === returnRefundMotif(id) : refund.id === recorded,
    );
    return mine.reverse().find((refund) => refund.statut !== 'refuse') ?? null;
  };

  /** Asks again the return's refund still asked (or finds it made); otherwise asks a new one. */
  const askRefund = async (
    { retour, lignes }: ReturnWithLines,
    by: number,
    allow?: RefundAllowance,
  ): Promise<OrderRefund> => {
    const earlier = await ownRefund(retour.commande_id, retour.id, retour.remboursement_id);
    if (earlier) return refunds.retry(retour.commande_id, earlier.id, by);
    const units = lignes
      .map(({ line }) => ({ declinaison: line.declinaison_id, qtt: line.recu ?? line.qtt, restock: false }))
      .filter((line) => line.qtt > 0);
    const [ordered, refunded] = await db.transaction((tx) =>
      Promise.all([selectLines(tx, retour.commande_id), unitsRefundedOf(tx, retour.commande_id)]),
    );
    const deliveryRefunded = (await refunds.listOf(retour.commande_id)).some(
      (refund) => refund.statut !== 'refuse' && refund.livraison_ttc > 0,
    );
    const livraison = isDeliveryOwedOnReturn({
      type: retour.type,
      ordered,
      refunded,
      returned: units,
      deliveryRefunded,
    });
    return refunds.refundPart(
      retour.commande_id,
      { lignes: units, livraison, montant_libre: 0, motif: returnRefundMotif(retour.id) },
      by,
      allow,
    );
  };

  return { ownRefund, askRefund };
}
