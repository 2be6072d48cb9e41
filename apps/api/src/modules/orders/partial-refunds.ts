import { calculateRefund, type OrderRefund, type RefundRequest } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { AppError, INVALID_FIELDS, notFound } from '../../lib/errors.ts';
import { RefundRefused, type PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { contactsOf } from '../auth/users.service.ts';
import { hasDefaultWarehouse, restockUnits, unknownWarehouses } from '../stock/restock.ts';
import { markRefunded, selectOrderById } from './orders.queries.ts';
import type { Contact } from './order-detail.ts';
import { orderNotFound } from './order-refusals.ts';
import { enqueueRefundMail } from './refund-mail.ts';
import { coversOrder, isRefundable, toRefundableOrder, toRefundedSoFar } from './refund-state.ts';
import {
  insertRefund,
  lockOrderForRefund,
  selectLinesForRefund,
  selectRefund,
  selectRefundLines,
  selectRefundsOfOrder,
  settleRefund,
  type RefundLineRow,
  type RefundRow,
} from './refunds.queries.ts';

type OrderRow = typeof commandes.$inferSelect;

/**
 * The provider's idempotency key of a refund in part. Not `remboursement:{id}`: the full refund's
 * key is `remboursement:{orderId}`, and an order's id and a refund's id may be the same number.
 */
export const partialRefundKey = (refundId: number) => `remboursement-partiel:${refundId}`;

/** A refund as staff read it; `avoir` is its credit note's number once made, `par` who asked. */
export function toOrderRefund(
  refund: RefundRow,
  lines: readonly RefundLineRow[],
  avoir: string | null,
  par: Contact | null = null,
): OrderRefund {
  return {
    id: refund.id,
    statut: refund.statut,
    montant_ttc: refund.montant_ttc,
    montant_ht: refund.montant_ht,
    tva: refund.tva,
    livraison_ttc: refund.livraison_ttc,
    libre_ttc: refund.libre_ttc,
    motif: refund.motif,
    par,
    reference: refund.fournisseur_id,
    created: refund.created.toISOString(),
    effectue: refund.effectue?.toISOString() ?? null,
    avoir,
    lignes: lines.map(({ declinaison_id, qtt, montant_ttc, restock, entrepot_id }) => ({
      declinaison_id,
      qtt,
      montant_ttc,
      restock,
      entrepot_id,
    })),
  };
}

export interface PartialRefundsOptions {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  /** The invoices module's credit note of a refund made, issued in the transaction that records it. */
  issueCreditNote: (tx: Transaction, order: OrderRow, refund: RefundRow) => Promise<void>;
  /** The credit notes' numbers of an order, by refund. */
  creditNoteNumbersOf: (orderId: number) => Promise<Map<number, string>>;
  /** The customer's status mail once the order is refunded in full (the statuses' module decides). */
  onRefunded?: (tx: Transaction, refunded: OrderRow) => Promise<unknown>;
  /** Restocked units change what the storefront shows. */
  catalogue: { invalidate(): void };
}

/**
 * Refunds in part: some units of some lines (back on the shelves or not), the delivery, a free
 * amount. The order's row lock makes the check and the reservation one step: a refund 'demande'
 * counts against what was paid before the provider is asked, so two staff refunding at once
 * cannot give back more than the order; the provider is asked outside any transaction.
 */
export function createPartialRefunds(options: PartialRefundsOptions) {
  const { db, provider, publicUrl, issueCreditNote, creditNoteNumbersOf, onRefunded, catalogue } = options;

  /** Checks and reserves the refund under the order's lock; answers it with the order. */
  const reserve = (orderId: number, request: RefundRequest, by: number) =>
    db.transaction(async (tx) => {
      const order = await lockOrderForRefund(tx, orderId);
      if (!order) throw orderNotFound();
      // A full refund already asked of the provider takes whatever is left.
      if (!isRefundable(order.statut) || order.remboursement) {
        throw new AppError(409, 'Seule une commande payée peut être remboursée.', {}, 'order_not_refundable');
      }
      const warehouses = [
        ...new Set(request.lignes.flatMap((line) => (line.restock && line.entrepot ? [line.entrepot] : []))),
      ];
      const needsDefault = request.lignes.some((line) => line.restock && !line.entrepot);
      if (needsDefault && !(await hasDefaultWarehouse(tx))) {
        // Refused before the provider is asked: once the money is back, the restock must not fail.
        throw new AppError(409, 'Aucun entrepôt où remettre les articles en stock.', {}, 'warehouse_needed');
      }
      if ((await unknownWarehouses(tx, warehouses)).length > 0) {
        throw new AppError(400, INVALID_FIELDS, { lignes: ['Entrepôt introuvable.'] }, 'warehouse_not_found');
      }
      const lines = await selectLinesForRefund(tx, order.id);
      const refunds = await selectRefundsOfOrder(tx, order.id, true);
      const outcome = calculateRefund(toRefundableOrder(order, lines), toRefundedSoFar(refunds), {
        lignes: request.lignes,
        livraison: request.livraison,
        montant_libre: request.montant_libre,
      });
      if (!outcome.ok) {
        const status = outcome.reason === 'refund_empty' || outcome.reason === 'refund_line_unknown' ? 400 : 409;
        throw new AppError(status, outcome.message, {}, outcome.reason);
      }
      const { refund } = outcome;
      const restocked = new Map(request.lignes.filter((line) => line.restock).map((line) => [line.declinaison, line]));
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
          motif: request.motif,
          par: by,
        },
        refund.lignes.map((line) => ({
          ...line,
          restock: restocked.has(line.declinaison_id),
          entrepot_id: restocked.get(line.declinaison_id)?.entrepot ?? null,
        })),
      );
      await recordAudit(tx, {
        userId: by,
        resource: 'commandes',
        recordId: order.hash,
        before: { remboursement_partiel: null },
        after: { remboursement_partiel: row.id, montant_ttc: row.montant_ttc, motif: row.motif },
      });
      return { order, refund: row };
    });

  /**
   * Records a refund made, once (the guarded status change): its credit note, the units back on
   * the shelves, the customer's mail, and the order refunded once its refunds cover what it cost.
   */
  const complete = async (refundId: number, fournisseurId: string | null) => {
    const restocked = await db.transaction(async (tx) => {
      const asked = await selectRefund(tx, refundId);
      if (!asked) return false;
      const order = await lockOrderForRefund(tx, asked.commande_id);
      const made = await settleRefund(tx, refundId, 'effectue', fournisseurId);
      if (!order || !made) return false;
      await issueCreditNote(tx, order, made);
      const lines = await selectRefundLines(tx, made.id);
      for (const line of lines.filter((entry) => entry.restock)) {
        await restockUnits(tx, {
          declinaisonId: line.declinaison_id,
          entrepotId: line.entrepot_id,
          qtt: line.qtt,
          commandeId: order.id,
          userId: made.par,
          note: `Remboursement ${made.id}`,
        });
      }
      await enqueueRefundMail(tx, order, made, publicUrl);
      const refunds = await selectRefundsOfOrder(tx, order.id);
      if (isRefundable(order.statut) && coversOrder(order, refunds)) {
        const refunded = await markRefunded(tx, order, fournisseurId);
        if (refunded && onRefunded) await onRefunded(tx, refunded);
      }
      return lines.some((line) => line.restock);
    });
    if (restocked) catalogue.invalidate();
  };

  /** Asks the provider for a reserved refund (again, with the same key, after an outage). */
  const ask = async (order: OrderRow, refund: RefundRow) => {
    // Paid offline (transfer, cash): the money goes back outside the shop, nothing to ask.
    if (!order.intent) return complete(refund.id, null);
    let made;
    try {
      made = await provider.refund({
        intentId: order.intent,
        amount: refund.montant_ttc,
        idempotencyKey: partialRefundKey(refund.id),
      });
    } catch (error) {
      if (error instanceof RefundRefused) {
        // Final: the amount is free again for another refund.
        await db.transaction((tx) => settleRefund(tx, refund.id, 'refuse', null));
        throw new AppError(409, `Remboursement refusé : ${error.message}`, {}, 'refund_refused');
      }
      // Left asked: asking again with the same key gets the same refund, never a second.
      throw new AppError(
        503,
        'Le prestataire de paiement ne répond pas : réessayez dans un instant.',
        {},
        'payment_provider_unavailable',
      );
    }
    if (made.status === 'failed' || made.status === 'canceled') {
      await db.transaction((tx) => settleRefund(tx, refund.id, 'refuse', made.id));
      throw new AppError(409, 'Remboursement refusé par le prestataire de paiement.', {}, 'refund_refused');
    }
    // Stripe answers 'pending' for refunds its network settles later: taken as made, as the
    // provider has accepted it and will not refuse it afterwards for a card payment.
    return complete(refund.id, made.id);
  };

  /** Who asked each refund, by account id (those still existing). */
  const askers = async (refunds: readonly RefundRow[]) => {
    const ids = [...new Set(refunds.flatMap((refund) => (refund.par === null ? [] : [refund.par])))];
    return new Map((ids.length === 0 ? [] : await contactsOf(db, ids)).map((contact) => [contact.id, contact]));
  };

  const describe = async (refundId: number) => {
    const refund = (await selectRefund(db, refundId))!;
    const [numbers, lines, by] = await Promise.all([
      creditNoteNumbersOf(refund.commande_id),
      selectRefundLines(db, refund.id),
      askers([refund]),
    ]);
    return toOrderRefund(refund, lines, numbers.get(refund.id) ?? null, by.get(refund.par ?? 0) ?? null);
  };

  return {
    /** POST /api/commandes/{id}/remboursements: reserves, asks the provider, records. */
    async refundPart(orderId: number, request: RefundRequest, by: number): Promise<OrderRefund> {
      const { order, refund } = await reserve(orderId, request, by);
      await ask(order, refund);
      return describe(refund.id);
    },

    /** POST /api/commandes/{id}/remboursements/{refundId}: asks again for a refund left asked by an outage. */
    async retry(orderId: number, refundId: number, by: number): Promise<OrderRefund> {
      const refund = await selectRefund(db, refundId);
      if (!refund || refund.commande_id !== orderId) throw notFound('Remboursement introuvable.', 'refund_not_found');
      if (refund.statut === 'demande') {
        const order = (await selectOrderById(db, orderId))!;
        await db.transaction((tx) =>
          recordAudit(tx, {
            userId: by,
            resource: 'commandes',
            recordId: order.hash,
            before: { remboursement_relance: null },
            after: { remboursement_relance: refund.id },
          }),
        );
        await ask(order, refund);
      }
      return describe(refund.id);
    },

    /** The order's refunds, oldest first, with their credit notes' numbers (the admin order page). */
    async listOf(orderId: number): Promise<OrderRefund[]> {
      const [refunds, numbers] = await Promise.all([selectRefundsOfOrder(db, orderId), creditNoteNumbersOf(orderId)]);
      const by = await askers(refunds);
      return refunds.map((refund) =>
        toOrderRefund(refund, refund.lignes, numbers.get(refund.id) ?? null, by.get(refund.par ?? 0) ?? null),
      );
    },
  };
}

export type PartialRefunds = ReturnType<typeof createPartialRefunds>;
