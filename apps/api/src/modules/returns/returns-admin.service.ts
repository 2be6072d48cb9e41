import {
  calculateRefundDueDate,
  calculateRestockableUnits,
  canMoveReturn,
  checkReturnLines,
  checkSealedRefusal,
  type Return,
  type ReturnReception,
  type ReturnRefusalRequest,
  type ReturnStatus,
  type StaffReturn,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { sealedVariantsOf } from '../catalogue/catalogue.service.ts';
import {
  isRefundable,
  lockOrder,
  lockOrderByNumber,
  selectLines,
  unitsRefundedOf,
  unitsRestockedOf,
} from '../orders/orders.service.ts';
import type { PartialRefunds } from '../orders/partial-refunds.ts';
import type { RefundAllowance } from '../orders/refund-reservation.ts';
import { readReturnable } from './return-eligibility.ts';
import { returnRefundAsks } from './return-refund.ts';
import { toReturn } from './return-view.ts';
import { restockReturnedUnits } from './return-restock.ts';
import {
  insertReturn,
  lockReturn,
  selectOpenReturnUnits,
  selectReturns,
  updateReturn,
  updateReturnLine,
  type ReturnRow,
} from './returns.queries.ts';

/** The audit log's resource for returns. */
export const RETURNS_AUDIT_RESOURCE = 'retours';

/** A refund claim older than this was left by a process that stopped: it may be made again. */
const CLAIM_TTL_MS = 10 * 60_000;

const returnNotFound = () => notFound('Retour introuvable.', 'return_not_found');
const transitionRefused = (from: ReturnStatus, to: ReturnStatus) =>
  new AppError(409, `Un retour « ${from} » ne peut pas passer à « ${to} ».`, {}, 'return_transition_refused');

/**
 * Staff's side of returns (`ad/retours`): the list, one return, a request recorded for a customer,
 * the goods received (per line, restocked or not), a refusal with its reason, and the refund, made
 * through the orders module's refunds in part. Every change is audited.
 */
export function createReturnsAdmin(options: {
  db: Database;
  refunds: Pick<PartialRefunds, 'refundPart' | 'retry' | 'listOf'>;
  catalogue: { invalidate(): void };
}) {
  const { db, refunds, catalogue } = options;

  const read = async (id: number): Promise<Return> => {
    const [found] = await selectReturns(db, { id });
    if (!found) throw returnNotFound();
    const sealed = await sealedVariantsOf(
      db,
      found.lignes.map((entry) => entry.line.declinaison_id),
    );
    return toReturn(found, sealed);
  };

  /** Locks the return and checks it may move to `to`. */
  const requireMovable = async (tx: Transaction, id: number, to: ReturnStatus) => {
    const row = await lockReturn(tx, id);
    if (!row) throw returnNotFound();
    if (!canMoveReturn(row.statut, to)) throw transitionRefused(row.statut, to);
    return row;
  };

  const audit = (
    tx: Transaction,
    by: number,
    before: ReturnRow | null,
    after: { id: number } & Record<string, unknown>,
  ) =>
    recordAudit(tx, {
      userId: by,
      resource: RETURNS_AUDIT_RESOURCE,
      recordId: after.id,
      before: before ? { statut: before.statut } : null,
      after,
    });

  const { ownRefund, askRefund } = returnRefundAsks(db, refunds);

  return {
    read,

    async list(statut?: ReturnStatus): Promise<Return[]> {
      const rows = await selectReturns(db, statut ? { statut } : {});
      const sealed = await sealedVariantsOf(
        db,
        rows.flatMap((row) => row.lignes.map((entry) => entry.line.declinaison_id)),
      );
      return rows.map((row) => toReturn(row, sealed));
    },

    /** A request staff record for a customer (by phone, by mail): no period check but the units'. */
    async create(request: StaffReturn, by: number): Promise<Return> {
      const id = await db.transaction(async (tx) => {
        const order = await lockOrderByNumber(tx, request.numero);
        if (!order || !isRefundable(order.statut)) throw notFound('Commande introuvable.', 'order_not_found');
        const { returnable } = await readReturnable(tx, order, new Date());
        const outcome = checkReturnLines(request.lignes, returnable);
        if (!outcome.ok) {
          throw new AppError(
            outcome.reason === 'return_quantity_exceeded' ? 409 : 400,
            outcome.message,
            {},
            outcome.reason,
          );
        }
        const now = new Date();
        const row = await insertReturn(
          tx,
          {
            commande_id: order.id,
            type: request.type,
            nom: '',
            email: '',
            message: request.message,
            langue: order.langue,
            created: now,
            remboursement_du: request.type === 'retractation' ? calculateRefundDueDate(now) : null,
            par: by,
          },
          outcome.lignes.map((line) => ({ declinaison_id: line.declinaison, qtt: line.qtt })),
        );
        await audit(tx, by, null, { id: row.id, statut: row.statut, type: row.type, commande_id: order.id });
        return row.id;
      });
      return read(id);
    },

    /** The goods are back: per line the units received and whether they go back on the shelves. */
    async receive(id: number, reception: ReturnReception, by: number): Promise<Return> {
      const restocked = await db.transaction(async (tx) => {
        // The order's lock first, as refunds take it: a refund restocking the same units queues.
        const [unlocked] = await selectReturns(tx, { id });
        if (!unlocked) throw returnNotFound();
        await lockOrder(tx, { id: unlocked.retour.commande_id });
        const row = await requireMovable(tx, id, 'recu');
        const [current] = await selectReturns(tx, { id });
        const named = new Map(current!.lignes.map((entry) => [entry.line.declinaison_id, entry.line.qtt]));
        for (const line of reception.lignes) {
          const qtt = named.get(line.declinaison);
          if (qtt === undefined) {
            throw new AppError(400, 'Cet article ne fait pas partie du retour.', {}, 'return_line_unknown');
          }
          if (line.qtt > qtt) {
            throw new AppError(
              409,
              `Le retour ne compte que ${qtt} article(s) sur cette ligne.`,
              {},
              'return_quantity_exceeded',
            );
          }
        }
        const [ordered, refunded, inOpenReturns, restockedByRefunds] = await Promise.all([
          selectLines(tx, row.commande_id),
          unitsRefundedOf(tx, row.commande_id),
          selectOpenReturnUnits(tx, row.commande_id),
          unitsRestockedOf(tx, row.commande_id),
        ]);
        const restockable = calculateRestockableUnits({
          ordered,
          refunded,
          inOpenReturns,
          restockedByRefunds,
          returned: current!.lignes.map(({ line }) => ({ declinaison: line.declinaison_id, qtt: line.qtt })),
        });
        for (const line of reception.lignes.filter((entry) => entry.restock && entry.qtt > 0)) {
          if (line.qtt > (restockable.get(line.declinaison) ?? 0)) {
            throw new AppError(
              409,
              'Ces articles ont déjà été remis en stock par un remboursement : recevez-les sans remise en stock.',
              {},
              'return_already_restocked',
            );
          }
        }
        let any = false;
        for (const line of reception.lignes) {
          const restock = line.restock && line.qtt > 0;
          const entrepot = restock
            ? await restockReturnedUnits(tx, {
                declinaisonId: line.declinaison,
                entrepotId: line.entrepot ?? null,
                qtt: line.qtt,
                commandeId: row.commande_id,
                userId: by,
                returnId: id,
              })
            : null;
          any ||= restock;
          await updateReturnLine(tx, id, line.declinaison, { recu: line.qtt, restock, entrepot_id: entrepot });
        }
        const after = await updateReturn(tx, id, { statut: 'recu', recu_le: new Date() });
        await audit(tx, by, row, { id, statut: after.statut, reception: reception.lignes });
        return any;
      });
      if (restocked) catalogue.invalidate();
      return read(id);
    },

    /** Refused with a reason; as opened sealed goods (art. 16(e)) only when every line of it is sealed. */
    async refuse(id: number, refusal: ReturnRefusalRequest, by: number): Promise<Return> {
      await db.transaction(async (tx) => {
        const row = await requireMovable(tx, id, 'refuse');
        if (refusal.motif === 'scelle_ouvert') {
          const [current] = await selectReturns(tx, { id });
          const sealed = await sealedVariantsOf(
            tx,
            current!.lignes.map((entry) => entry.line.declinaison_id),
          );
          const outcome = checkSealedRefusal(
            current!.lignes.map((entry) => entry.line.declinaison_id),
            sealed,
          );
          if (!outcome.ok) {
            throw new AppError(
              409,
              outcome.reason === 'return_refusal_not_sealed'
                ? 'Aucun article de ce retour n’est scellé.'
                : 'Tous les articles de ce retour ne sont pas scellés : refusez l’article scellé dans un retour à part.',
              {},
              outcome.reason,
            );
          }
        }
        const after = await updateReturn(tx, id, {
          statut: 'refuse',
          refus: refusal.motif,
          refus_detail: refusal.detail,
        });
        await audit(tx, by, row, { id, statut: after.statut, refus: after.refus, refus_detail: after.refus_detail });
      });
      return read(id);
    },

    /**
     * Refunds the return's units (those received once received) through the orders module's
     * refunds in part, without restock (the reception did it). The return is claimed first, in its
     * own transaction, so two staff cannot refund it twice; the refund runs outside it (the
     * refunds take the order's lock and ask the provider) and a failure frees the claim. The
     * return is `rembourse` only once its refund is made: a refund the provider left pending, or
     * left asked by an outage, is recorded on the return and asked again (the same refund, never
     * a second) by the next click, which also finds it made once the provider said so.
     */
    async refund(id: number, by: number, allow?: RefundAllowance): Promise<Return> {
      const claimed = await db.transaction(async (tx) => {
        const row = await requireMovable(tx, id, 'rembourse');
        const stale = row.remboursement_lance && Date.now() - row.remboursement_lance.getTime() > CLAIM_TTL_MS;
        if (row.remboursement_lance && !stale) {
          throw new AppError(409, 'Ce retour est déjà en cours de remboursement.', {}, 'return_transition_refused');
        }
        await updateReturn(tx, id, { remboursement_lance: new Date() });
        const [current] = await selectReturns(tx, { id });
        return current!;
      });
      const orderId = claimed.retour.commande_id;
      let made: Awaited<ReturnType<typeof askRefund>>;
      try {
        made = await askRefund(claimed, by, allow);
      } catch (error) {
        // An outage leaves the refund asked at the orders module: note it so the next click asks it again.
        const asked = await ownRefund(orderId, id, claimed.retour.remboursement_id);
        await db.transaction((tx) =>
          updateReturn(tx, id, { remboursement_lance: null, remboursement_id: asked?.id ?? null }),
        );
        throw error;
      }
      await db.transaction(async (tx) => {
        const row = (await lockReturn(tx, id))!;
        const done = made.statut === 'effectue';
        const after = await updateReturn(tx, id, {
          ...(done ? { statut: 'rembourse' as const } : { remboursement_lance: null }),
          remboursement_id: made.id,
        });
        await audit(tx, by, row, { id, statut: after.statut, remboursement_id: made.id, remboursement: made.statut });
      });
      return read(id);
    },
  };
}

export type ReturnsAdmin = ReturnType<typeof createReturnsAdmin>;
