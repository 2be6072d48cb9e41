import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { commandes, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { removeOrderedUnits } from '../basket/basket.service.ts';
import { nextDocumentNumber } from '../counters/counters.service.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { holdUnits, sellUnits } from '../stock/order-units.ts';
import { selectIntegerSetting } from './checkout-state.queries.ts';
import { retakeDiscount, selectOrderLines } from './checkout.queries.ts';
import type { CheckoutOptions } from './checkout.service.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { orderConfirmationMail } from './order-mail.ts';

const COMMISSION_KEY = 'ambassadeur.commission_bps';
type OrderRow = typeof commandes.$inferSelect;

export type SaleDeps = Pick<CheckoutOptions, 'mails' | 'publicUrl' | 'catalogue' | 'onSale'>;
/** How the sale was paid: a provider's intent and event, or a method staff recorded offline. */
export interface SalePayment {
  intent: string | null;
  event: string | null;
  methodeId: number | null;
}

/** Why a late payment cannot become a sale: the order is flagged and refunded. */
class LapsedHoldRefused extends Error {}

/**
 * A payment that arrives after its hold lapsed takes the code's use and the stock again, under
 * the same limits as a new hold; answers why it cannot (the order is then refunded) or null.
 */
async function retakeLapsedHold(tx: Transaction, order: OrderRow): Promise<string | null> {
  const lines = await selectOrderLines(tx, order.id);
  try {
    await tx.transaction(async (savepoint) => {
      if (order.remise_id) {
        await retakeDiscount(savepoint, order.remise_id, order.id, order.user_id).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 409) {
            throw new LapsedHoldRefused(`code ${order.remise_code ?? ''} déjà utilisé`);
          }
          throw error;
        });
      }
      const hold = { commandeId: order.id, userId: order.user_id, note: 'Reprise après expiration' };
      if ((await holdUnits(savepoint, hold, lines)) !== null) throw new LapsedHoldRefused('stock insuffisant');
    });
    return null;
  } catch (error) {
    if (error instanceof LapsedHoldRefused) {
      return `Payée après expiration de la réservation, ${error.message} : à rembourser.`;
    }
    throw error;
  }
}

/**
 * A held (or lapsed) order, locked by the caller, becomes a sale: its numbers, the sale of its
 * units, its mails, the ambassador's commission; a lapsed one whose stock or code is gone is
 * flagged to refund instead. The card's success and a payment staff record offline both come here.
 */
export async function settleSale(
  deps: SaleDeps,
  tx: Transaction,
  order: OrderRow,
  payment: SalePayment,
  afterCommit: (job: () => void) => void,
) {
  const { mails, publicUrl, catalogue, onSale } = deps;
  const note = order.statut === 'expiree' ? await retakeLapsedHold(tx, order) : null;
  if (order.statut === 'expiree' && !note) afterCommit(() => catalogue.invalidate());
  const numero = await nextDocumentNumber(tx, 'commandes');
  // An invoice and a commission only for a sale; an order to refund gets neither.
  const facture = note ? null : await nextDocumentNumber(tx, 'factures');
  const commissionBps = order.ambassadeur_id && !note ? await selectIntegerSetting(tx, COMMISSION_KEY, 0) : 0;
  const [paid] = await tx
    .update(commandes)
    .set({
      statut: note ? 'a_verifier' : 'payee',
      numero,
      facture_numero: facture,
      commission_ht: Math.round((order.total_ht * commissionBps) / 10_000),
      payee: new Date(),
      intent: payment.intent ?? order.intent,
      event: payment.event,
      paiement_methode_id: payment.methodeId,
      note,
    })
    .where(eq(commandes.id, order.id))
    .returning();
  const lines = await selectOrderLines(tx, order.id);
  if (!note) {
    // The paid units leave the shelves (the storefront's total went down with the hold) and the
    // basket; lines added since stay. An order to refund leaves both whole.
    await sellUnits(tx, { commandeId: order.id, userId: order.user_id }, lines);
    await removeOrderedUnits(tx, order.panier_hash, order.id);
  }
  // Queued in the same transaction: the mails exist if and only if the sale does, once.
  const [customer] = await tx.select().from(users).where(eq(users.id, order.user_id));
  if (onSale && paid) await onSale(tx, { order: paid, customer: customer ?? null, lines }, afterCommit);
  if (customer) {
    const mail = await renderMail(tx, orderConfirmationMail, order.langue, {
      prenom: customer.prenom,
      numero,
      totalTtc: order.total_ttc,
      lines,
      url: `${publicUrl}/${order.langue}/mon-compte/commandes/${order.hash}`,
      order,
      facture,
    });
    // A test-mode order says so from its subject on: nobody prepares a parcel nobody paid for.
    const subject = order.test ? `[TEST] ${mail.subject}` : mail.subject;
    await enqueueMail(tx, { to: customer.mail, ...mail, subject, key: `commande-confirmation:${order.id}` });
  }
  afterCommit(() => void mails.nudge());
}
