import type { OrderRefund, RefundRequest } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import {
  FAILED_REFUND_STATUSES,
  RefundRefused,
  type PaymentProvider,
} from '../../providers/payments/payment-provider.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { contactsOf } from '../auth/users.service.ts';
import { selectOrderById, selectOrdersToRefund } from './orders.queries.ts';
import type { Contact } from './order-detail.ts';
import { reserveRefund, type RefundAllowance, type RefundAsk, type UnitsReceivedBack } from './refund-reservation.ts';
import {
  recordRefundMade,
  registerRefundSettlement,
  type RefundAftermath,
  type RefundSettlementOptions,
} from './refund-settlement.ts';
import {
  noteProviderRefund,
  selectAskedRefunds,
  selectRefund,
  selectRefundLines,
  selectRefundsOfOrder,
  settleRefund,
  type RefundLineRow,
  type RefundRow,
} from './refunds.queries.ts';

type OrderRow = typeof commandes.$inferSelect;

/**
 * The provider's idempotency key of a refund, one per refund record (in part or of everything).
 * Not `remboursement:{id}`: full refunds were once keyed `remboursement:{orderId}`, and an order's
 * id and a refund's id may be the same number.
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
    echoue_le: refund.echoue_le?.toISOString() ?? null,
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

export interface PartialRefundsOptions extends RefundSettlementOptions, RefundAftermath {
  db: Database;
  provider: PaymentProvider;
  /** Where the provider's later word on a refund arrives (Stripe's refund.updated, refund.failed). */
  events: PaymentEvents;
  /** The credit notes' numbers of an order, by refund. */
  creditNoteNumbersOf: (orderId: number) => Promise<Map<number, string>>;
  /** What returns received back: a refund may not put those units on the shelves a second time. */
  unitsReceivedBack: UnitsReceivedBack;
}

/**
 * Refunds, in part (some units of some lines, back on the shelves or not, the delivery, a free
 * amount) or of everything left: one path for both. Each is reserved under the order's lock
 * (refund-reservation.ts), asked of the provider outside any transaction with its own key and its
 * id in the provider's metadata, and recorded made on the provider's word (refund-settlement.ts).
 */
export function createPartialRefunds(options: PartialRefundsOptions) {
  const { db, provider, events, creditNoteNumbersOf, catalogue, mails } = options;
  registerRefundSettlement(events, options);

  const complete = async (refundId: number, fournisseurId: string | null) => {
    const restocked = await db.transaction((tx) => recordRefundMade(tx, options, refundId, fournisseurId));
    if (restocked) catalogue.invalidate();
    mails.nudge();
  };

  /** Asks the provider for a reserved refund (again, after an outage: the same refund, never a second). */
  const ask = async (order: OrderRow, refund: RefundRow) => {
    // Paid offline (transfer, cash): the money goes back outside the shop, nothing to ask.
    if (!order.intent) return complete(refund.id, null);
    let made;
    try {
      made = await provider.refund({
        intentId: order.intent,
        amount: refund.montant_ttc,
        idempotencyKey: partialRefundKey(refund.id),
        recordId: refund.id,
      });
    } catch (error) {
      if (error instanceof RefundRefused) {
        // Final: the amount is free again for another refund.
        await db.transaction((tx) => settleRefund(tx, refund.id, 'refuse', null));
        throw new AppError(409, `Remboursement refusé : ${error.message}`, {}, 'refund_refused');
      }
      // Left asked: asking again finds the same refund at the provider, never a second.
      throw new AppError(
        503,
        'Le prestataire de paiement ne répond pas : réessayez dans un instant.',
        {},
        'payment_provider_unavailable',
      );
    }
    if (FAILED_REFUND_STATUSES.includes(made.status)) {
      await db.transaction((tx) => settleRefund(tx, refund.id, 'refuse', made.id));
      throw new AppError(409, 'Remboursement refusé par le prestataire de paiement.', {}, 'refund_refused');
    }
    if (made.status === 'succeeded') return complete(refund.id, made.id);
    // 'pending' (or 'requires_action'): accepted, not made. It stays asked, its amount reserved,
    // until the provider's webhook says it succeeded or failed (refund-settlement.ts).
    await db.transaction((tx) => noteProviderRefund(tx, refund.id, made.id));
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

  /** Reserves, asks the provider, records; answers the refund as staff read it. */
  const refund = async (orderId: number, request: RefundAsk, by: number | null, allow?: RefundAllowance) => {
    const { order, refund: reserved } = await reserveRefund(db, orderId, request, by, options.unitsReceivedBack, allow);
    await ask(order, reserved);
    return describe(reserved.id);
  };

  const refundAll = async (orderId: number, by: number | null, motif = '', allow?: RefundAllowance) => {
    const made = await refund(orderId, { rest: { motif } }, by, allow);
    return { refund: made, order: (await selectOrderById(db, orderId))! };
  };

  return {
    /** POST /api/commandes/{id}/remboursements: reserves, asks the provider, records. */
    refundPart: (orderId: number, request: RefundRequest, by: number, allow?: RefundAllowance): Promise<OrderRefund> =>
      refund(orderId, { part: request }, by, allow),

    /**
     * POST /api/commandes/{id}/remboursement: everything not refunded yet, as one refund of the
     * same path (reserved under the lock: a second one at once is refused). Answers it and the order.
     */
    refundAll,

    /** POST /api/commandes/{id}/remboursements/{refundId}: asks again for a refund left asked by an outage. */
    async retry(orderId: number, refundId: number, by: number): Promise<OrderRefund> {
      const asked = await selectRefund(db, refundId);
      if (!asked || asked.commande_id !== orderId) throw notFound('Remboursement introuvable.', 'refund_not_found');
      if (asked.statut === 'demande') {
        const order = (await selectOrderById(db, orderId))!;
        await db.transaction((tx) =>
          recordAudit(tx, {
            userId: by,
            resource: 'commandes',
            recordId: order.hash,
            before: { remboursement_relance: null },
            after: { remboursement_relance: asked.id },
          }),
        );
        await ask(order, asked);
      }
      return describe(asked.id);
    },

    /**
     * Refunds the orders paid after their hold lapsed with the stock sold elsewhere ('a_verifier'),
     * from the upkeep timer: refunds left asked (an outage, a crash) are asked again, found at the
     * provider by their id, then whatever is left is refunded. Answers how many orders went through.
     */
    async refundFlagged() {
      const flagged = await selectOrdersToRefund(db);
      // One refused refund (left for staff in the back office) must not hold the others back.
      const outcomes = await Promise.allSettled(
        flagged.map(async ({ id }) => {
          const order = (await selectOrderById(db, id))!;
          for (const asked of await selectAskedRefunds(db, id)) await ask(order, asked);
          const left = await selectOrderById(db, id);
          const pending = await selectAskedRefunds(db, id);
          if (left && left.statut === 'a_verifier' && pending.length === 0) await refundAll(id, null);
        }),
      );
      return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
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
