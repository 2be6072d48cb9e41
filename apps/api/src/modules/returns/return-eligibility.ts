import {
  calculateDeliveredAt,
  calculateReturnableUnits,
  calculateWithdrawalDeadline,
  isWithdrawalOpen,
  type WithdrawableOrder,
} from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { sealedVariantsOf } from '../catalogue/catalogue.service.ts';
import { selectLines, unitsRefundedOf } from '../orders/orders.service.ts';
import { parcelDatesOf } from '../parcels/parcels.service.ts';
import { readSettings } from '../shop-info/shop-info.service.ts';
import { selectOpenReturnUnits } from './returns.queries.ts';

type OrderRow = typeof commandes.$inferSelect;

/** The shop's withdrawal period in days: the law's 14, or more if the shop grants it (settings). */
async function periodDays(tx: Transaction): Promise<number> {
  return (await readSettings(tx, 'apres_vente')).retractation_jours;
}

/**
 * What of an order may still be returned, read under the order's lock (the caller's): its lines
 * with the units left (ordered, less refunded, less in returns in progress), whether the
 * withdrawal period is open at `now`, and its end.
 */
export async function readReturnable(tx: Transaction, order: OrderRow, now: Date) {
  const [lines, refunded, inReturns, parcels, days] = await Promise.all([
    selectLines(tx, order.id),
    unitsRefundedOf(tx, order.id),
    selectOpenReturnUnits(tx, order.id),
    parcelDatesOf(tx, order.id),
    periodDays(tx),
  ]);
  const returnable = calculateReturnableUnits(lines, refunded, inReturns);
  const sealed = await sealedVariantsOf(
    tx,
    lines.map((line) => line.declinaison_id),
  );
  const deadline = calculateWithdrawalDeadline(calculateDeliveredAt(order, parcels), days);
  const view: WithdrawableOrder = {
    numero: order.numero ?? '',
    ouverte: isWithdrawalOpen(deadline, now),
    echeance: deadline?.toISOString() ?? null,
    lignes: lines.map((line) => ({
      declinaison: line.declinaison_id,
      produit_label: line.produit_label,
      label: line.label,
      qtt: line.qtt,
      retournable: returnable.get(line.declinaison_id) ?? 0,
      scelle: sealed.has(line.declinaison_id),
    })),
  };
  return { view, returnable, lines, sealed };
}
