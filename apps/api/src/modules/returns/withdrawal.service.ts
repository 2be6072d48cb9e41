import {
  calculateRefundDueDate,
  checkReturnLines,
  type Locale,
  type WithdrawableOrder,
  type WithdrawalDone,
  type WithdrawalLookup,
  type WithdrawalStatement,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { contactOf } from '../auth/users.service.ts';
import { isRefundable, lockOrder, lockOrderByNumber } from '../orders/orders.service.ts';
import { readReturnable } from './return-eligibility.ts';
import { insertReturn } from './returns.queries.ts';
import { enqueueWithdrawalMail } from './withdrawal-mail.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.service.ts';

/**
 * The same answer for a wrong number, a wrong mail or an order not (or no longer) paid: the form
 * tells nobody which orders exist nor whose they are.
 */
const orderUnknown = () =>
  new AppError(404, 'Aucune commande ne correspond à ce numéro et à cette adresse.', {}, 'withdrawal_order_unknown');

/**
 * The customer's withdrawal (Consumer Rights Directive art. 11a) and their other return requests:
 * found by order number and mail (no account needed) or as a signed-in customer's own order;
 * recorded under the order's row lock, the lock refunds take too, so a withdrawal and a refund of
 * the same units queue and never together exceed what was paid.
 */
export function createWithdrawals({
  db,
  publicUrl,
  mails,
}: {
  db: Database;
  publicUrl: string;
  /** The outbox's dispatcher, nudged once the acknowledgement is committed: it leaves at once. */
  mails?: { nudge(): unknown };
}) {
  /** The order the caller may withdraw from, locked: theirs when signed in, else number and mail must match. */
  const requireOrder = async (tx: Transaction, lookup: WithdrawalLookup, userId: number | null) => {
    const order = await lockOrderByNumber(tx, lookup.numero);
    if (!order || !isRefundable(order.statut)) throw orderUnknown();
    const customer = await contactOf(tx, order.user_id);
    const isOwner = userId !== null && order.user_id === userId;
    if (!isOwner && customer?.mail.trim().toLowerCase() !== lookup.email.trim().toLowerCase()) throw orderUnknown();
    return order;
  };

  return {
    /** POST /api/retractations/commande: the order's lines and whether the period is open. */
    find(lookup: WithdrawalLookup, userId: number | null): Promise<WithdrawableOrder> {
      return db.transaction(async (tx) => {
        const order = await requireOrder(tx, lookup, userId);
        return (await readReturnable(tx, order, new Date())).view;
      });
    },

    /** GET /api/retractations/commandes/{hash}: a signed-in customer's order, with the statement pre-filled. */
    prefill(hash: string, userId: number) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, { hash });
        if (!order || order.user_id !== userId) throw orderUnknown();
        const customer = await contactOf(tx, userId);
        const email = customer?.mail ?? '';
        // Their own order, no longer (or not yet) paid: nothing to withdraw from, said without a 404.
        if (!isRefundable(order.statut)) {
          return { commande: { numero: order.numero ?? '', lignes: [], ouverte: false, echeance: null }, email };
        }
        const { view } = await readReturnable(tx, order, new Date());
        return { commande: view, email };
      });
    },

    /** POST /api/retractations: the confirmed statement, recorded and acknowledged by mail at once. */
    async withdraw(statement: WithdrawalStatement, userId: number | null, langue: Locale): Promise<WithdrawalDone> {
      const done = await db.transaction(async (tx) => {
        const order = await requireOrder(tx, statement, userId);
        const now = new Date();
        const { view, returnable, lines, sealed } = await readReturnable(tx, order, now);
        if (statement.type === 'retractation' && !view.ouverte) {
          throw new AppError(
            409,
            'Le délai de rétractation de cette commande est écoulé.',
            {},
            'withdrawal_period_over',
          );
        }
        const outcome = checkReturnLines(statement.lignes, returnable);
        if (!outcome.ok) {
          throw new AppError(
            outcome.reason === 'return_quantity_exceeded' ? 409 : 400,
            outcome.message,
            {},
            outcome.reason,
          );
        }
        const row = await insertReturn(
          tx,
          {
            commande_id: order.id,
            type: statement.type,
            nom: statement.nom,
            email: statement.email,
            message: statement.message,
            langue,
            created: now,
            remboursement_du: statement.type === 'retractation' ? calculateRefundDueDate(now) : null,
          },
          outcome.lignes.map((line) => ({ declinaison_id: line.declinaison, qtt: line.qtt })),
        );
        await emitWebhookEvent(tx, 'withdrawal.created', row.id, {
          retour: {
            id: row.id,
            type: row.type,
            created: now.toISOString(),
            commande: { id: order.id, numero: order.numero },
            lignes: outcome.lignes.map((line) => ({ declinaison_id: line.declinaison, qtt: line.qtt })),
          },
        });
        const byVariant = new Map(lines.map((line) => [line.declinaison_id, line]));
        await enqueueWithdrawalMail(tx, row.id, {
          langue,
          type: row.type,
          nom: row.nom,
          email: row.email,
          numero: order.numero ?? '',
          message: row.message,
          at: now,
          url: `${publicUrl}/${langue}/mon-compte/commandes/${order.hash}`,
          lignes: outcome.lignes.map((line) => ({
            produit_label: byVariant.get(line.declinaison)?.produit_label ?? '',
            label: byVariant.get(line.declinaison)?.label ?? '',
            qtt: line.qtt,
            scelle: sealed.has(line.declinaison),
          })),
        });
        return { id: row.id, numero: order.numero ?? '', created: now.toISOString(), email: row.email };
      });
      void mails?.nudge();
      return done;
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
