import {
  calculateRefund,
  calculateRefundRest,
  calculateRestockRoom,
  type CalculatedRefund,
  type RefundRequest,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { AppError, INVALID_FIELDS } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lotsTakenByOrder } from '../stock/order-lots.ts';
import { hasDefaultWarehouse, unknownWarehouses } from '../stock/restock.ts';
import type { Transaction } from '../../db/client.ts';
import { orderNotFound } from './order-refusals.ts';
import { restockedByRefunds } from './order-returns.ts';
import { isRefundable, toRefundableOrder, toRefundedSoFar } from './refund-state.ts';
import { insertRefund, lockOrderForRefund, selectLinesForRefund, selectRefundsOfOrder } from './refunds.queries.ts';

/** What staff ask: part of the order (units, delivery, a free amount), or everything not refunded yet. */
export type RefundAsk = { part: RefundRequest } | { rest: { motif: string } };

const nothingLeft = () =>
  new AppError(409, 'Cette commande est déjà remboursée en totalité.', {}, 'refund_exceeds_paid');

/** Refused before the provider is asked: once the money is back, the restock must not fail. */
async function requireRestockPlaces(tx: Transaction, orderId: number, request: RefundRequest) {
  const warehouses = [
    ...new Set(request.lignes.flatMap((line) => (line.restock && line.entrepot ? [line.entrepot] : []))),
  ];
  const needsDefault = request.lignes.some((line) => line.restock && !line.entrepot);
  if (needsDefault && !(await hasDefaultWarehouse(tx))) {
    throw new AppError(409, 'Aucun entrepôt où remettre les articles en stock.', {}, 'warehouse_needed');
  }
  if ((await unknownWarehouses(tx, warehouses)).length > 0) {
    throw new AppError(400, INVALID_FIELDS, { lignes: ['Entrepôt introuvable.'] }, 'warehouse_not_found');
  }
  const named = request.lignes.filter((line) => line.restock && line.lot !== undefined);
  if (named.length === 0) return;
  const taken = await lotsTakenByOrder(tx, orderId);
  const ofOrder = (line: (typeof named)[number]) =>
    taken.some((lot) => lot.id === line.lot && lot.declinaison_id === line.declinaison);
  if (!named.every(ofOrder)) {
    throw new AppError(
      400,
      INVALID_FIELDS,
      { lignes: ['Ce lot n’est pas l’un de ceux dont viennent les articles de la commande.'] },
      'lot_not_found',
    );
  }
}

/** Units of each variant of an order its returns received back (the returns module's reading). */
export type UnitsReceivedBack = (tx: Transaction, orderId: number) => Promise<ReadonlyMap<number, number>>;

/** Throws when whoever asks may not refund this amount (TTC, cents) as things stand (a large refund wants a fresh second factor). */
export type RefundAllowance = (amountTtc: number) => void;

/**
 * Checks and reserves a refund under the order's row lock, as one step: the refund, 'demande',
 * counts against what was paid before the provider is asked, so two staff refunding at once
 * (in part or in full) cannot give back more than the order: the second is refused. "Everything"
 * is what earlier refunds left (`calculateRefundRest`: the units left, the delivery unless
 * refunded, VAT adding up to the order's). `by` is the staff member (audited); the upkeep has none.
 */
export function reserveRefund(
  db: Database,
  orderId: number,
  ask: RefundAsk,
  by: number | null,
  unitsReceivedBack: UnitsReceivedBack,
  allow: RefundAllowance = () => {},
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderForRefund(tx, orderId);
    if (!order) throw orderNotFound();
    // A full refund asked of the provider before refunds went through here takes whatever is left.
    if (!isRefundable(order.statut) || order.remboursement) {
      throw new AppError(409, 'Seule une commande payée peut être remboursée.', {}, 'order_not_refundable');
    }
    if ('part' in ask) await requireRestockPlaces(tx, order.id, ask.part);
    const refundable = toRefundableOrder(order, await selectLinesForRefund(tx, order.id));
    const earlier = await selectRefundsOfOrder(tx, order.id, true);
    const already = toRefundedSoFar(earlier);
    let refund: CalculatedRefund;
    if ('part' in ask) {
      const outcome = calculateRefund(refundable, already, ask.part);
      if (!outcome.ok) {
        const status = outcome.reason === 'refund_empty' || outcome.reason === 'refund_line_unknown' ? 400 : 409;
        throw new AppError(status, outcome.message, {}, outcome.reason);
      }
      const room = calculateRestockRoom({
        ordered: refundable.lignes,
        restockedByRefunds: restockedByRefunds(earlier),
        receivedByReturns: await unitsReceivedBack(tx, order.id),
      });
      if (ask.part.lignes.some((line) => line.restock && line.qtt > (room.get(line.declinaison) ?? 0))) {
        throw new AppError(
          409,
          'Ces articles sont déjà revenus en stock (par un retour reçu ou un remboursement) : remboursez-les sans remise en stock.',
          {},
          'refund_already_restocked',
        );
      }
      refund = outcome.refund;
    } else {
      refund = calculateRefundRest(refundable, already);
      if (refund.total_ttc <= 0) throw nothingLeft();
    }
    allow(refund.total_ttc);
    const restocked = new Map(
      ('part' in ask ? ask.part.lignes : []).filter((line) => line.restock).map((line) => [line.declinaison, line]),
    );
    const motif = 'part' in ask ? ask.part.motif : ask.rest.motif;
    const row = await insertRefund(
      tx,
      {
        commande_id: order.id,
        statut: 'demande',
        montant_ttc: refund.total_ttc,
        montant_ht: refund.total_ht,
        tva: refund.tva,
        livraison_ttc: refund.livraison_ttc,
        libre_ttc: refund.libre_ttc,
        motif,
        par: by,
      },
      refund.lignes.map((line) => ({
        ...line,
        restock: restocked.has(line.declinaison_id),
        entrepot_id: restocked.get(line.declinaison_id)?.entrepot ?? null,
        lot_id: restocked.get(line.declinaison_id)?.lot ?? null,
      })),
    );
    if (by !== null) {
      await recordAudit(tx, {
        userId: by,
        resource: 'commandes',
        recordId: order.hash,
        before: { remboursement_partiel: null },
        after: {
          remboursement_partiel: row.id,
          montant_ttc: row.montant_ttc,
          motif: row.motif,
          ...('rest' in ask ? { totalite: true } : {}),
        },
      });
    }
    return { order, refund: row };
  });
}
