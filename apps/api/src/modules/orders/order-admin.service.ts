import {
  commandesResource,
  type AdminOrderSummary,
  type AdminOrdersQuery,
  type Locale,
  type OrderNoteInput,
  type OrderRefund,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { listAudits, recordAudit } from '../audit/audit.service.ts';
import { contactsOf } from '../auth/users.service.ts';
import { lineNames } from '../checkout/line-names.ts';
import { selectOrderVariants } from '../checkout/staff-order.service.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { MailDispatcher } from '../outbox/outbox.service.ts';
import {
  insertNote,
  lockShipmentState,
  markShipped,
  selectLines,
  selectNotes,
  selectOrderByHash,
  selectOrderLines,
  selectOrderPaymentLink,
  selectOrdersPage,
  selectDeliveryCarrier,
  selectPaymentMethodLabel,
} from './orders.queries.ts';
import { orderHasParcels } from '../parcels/parcels.service.ts';
import { paymentLinkUrl } from '../payment-links/payment-links.service.ts';
import { toAdminOrderDetail, toOrderNote, type Contact } from './order-detail.ts';
import { enqueueShipmentMail } from './shipment-mail.ts';
import { toOrder } from './order-view.ts';
import { orderNotFound, orderShipsInParcels } from './order-refusals.ts';
import { lotsTakenByOrder } from '../stock/order-lots.ts';
import { announceShipped } from './order-events.ts';
import { isoOrNull } from '../../lib/iso-date.ts';

const byId = (contacts: readonly Contact[]) => new Map(contacts.map((contact) => [contact.id, contact]));

/**
 * Staff's side of orders: the list for the back office, one order's whole page, its internal
 * notes, and shipping a paid order.
 */
export function createOrderAdminService({
  db,
  mails,
  publicUrl,
  invoices,
  refundsOf = async () => [],
}: {
  db: Database;
  mails: MailDispatcher;
  publicUrl: string;
  invoices: Pick<InvoicesService, 'staffLinkFor' | 'staffCreditNoteFor'>;
  /** The order's refunds with their credit notes' numbers (refunds' service). */
  refundsOf?: (orderId: number) => Promise<OrderRefund[]>;
}) {
  const requireOrder = async (hash: string) => {
    const order = await selectOrderByHash(db, hash);
    if (!order) throw orderNotFound();
    return order;
  };
  const readNotes = async (commandeId: number) => {
    const notes = await selectNotes(db, commandeId);
    const authorIds = [...new Set(notes.flatMap((note) => (note.user_id === null ? [] : [note.user_id])))];
    const authors = byId(await contactsOf(db, authorIds));
    return notes.map((note) => toOrderNote(note, authors));
  };

  /**
   * The lines named in the staff's language: the order stores them in the customer's (mails,
   * invoices), so an English customer's order would read English in a French back office. Named
   * from the catalogue as it is now; a line whose variant was deleted keeps the stored names.
   */
  const inStaffLanguage = async <Line extends { declinaison_id: number | null; produit_label: string; label: string }>(
    lines: Line[],
    locale: Locale,
  ) => {
    const ids = lines.flatMap((line) => (line.declinaison_id === null ? [] : [line.declinaison_id]));
    const variants = ids.length === 0 ? [] : await selectOrderVariants(db, ids);
    const byVariant = new Map(variants.map((variant) => [variant.declinaison_id, variant]));
    return lines.map((line) => {
      const variant = line.declinaison_id === null ? undefined : byVariant.get(line.declinaison_id);
      return variant ? { ...line, ...lineNames(variant, locale) } : line;
    });
  };

  return {
    /**
     * GET /api/admin/commandes/{hash}: the order with its lines, customer, addresses, delivery,
     * discount, VAT by rate, payment and refund, invoice and credit note links, timeline and internal notes.
     */
    async detail(hash: string, staffLocale: Locale = 'fr') {
      const order = await requireOrder(hash);
      const [lines, contacts, notes, audits, invoiceUrl, creditNote, paymentMethod, carrierId, link, refunds, lots] =
        await Promise.all([
          selectOrderLines(db, order.id),
          contactsOf(db, [order.user_id]),
          readNotes(order.id),
          listAudits(db, commandesResource.model, order.hash),
          invoices.staffLinkFor(order),
          invoices.staffCreditNoteFor(order),
          order.paiement_methode_id ? selectPaymentMethodLabel(db, order.paiement_methode_id) : null,
          order.livraison_methode_id ? selectDeliveryCarrier(db, order.livraison_methode_id) : null,
          selectOrderPaymentLink(db, order.id),
          refundsOf(order.id),
          lotsTakenByOrder(db, order.id),
        ]);
      return toAdminOrderDetail({
        order,
        // The stored names are what was sold; only another language than the staff's is named again.
        lines: order.langue === staffLocale ? lines : await inStaffLanguage(lines, staffLocale),
        customer: contacts[0] ?? null,
        notes,
        audits,
        invoiceUrl,
        creditNote,
        paymentMethod,
        carrierId,
        refunds,
        paymentLink: link && { id: link.id, url: paymentLinkUrl(publicUrl, link), paye: link.paye },
        lots,
      });
    },

    /** GET /api/admin/commandes/{hash}/notes: the internal notes, oldest first. */
    async notes(hash: string) {
      return readNotes((await requireOrder(hash)).id);
    },

    /** POST /api/admin/commandes/{hash}/notes: a note signed by the staff member writing it. */
    async addNote(hash: string, authorId: number, input: OrderNoteInput) {
      const order = await requireOrder(hash);
      const note = await db.transaction(async (tx) => {
        const note = await insertNote(tx, { commande_id: order.id, user_id: authorId, texte: input.texte });
        await recordAudit(tx, {
          userId: authorId,
          resource: commandesResource.model,
          recordId: order.hash,
          before: { note_interne: null },
          after: { note_interne: input.texte },
        });
        return note;
      });
      return toOrderNote(note, byId(await contactsOf(db, [authorId])));
    },

    async list(query: AdminOrdersQuery) {
      const { rows, total } = await selectOrdersPage(db, query);
      const datas: AdminOrderSummary[] = rows.map(({ order, prenom, nom, mail }) => ({
        id: order.id,
        hash: order.hash,
        numero: order.numero,
        statut: order.statut,
        created: order.created.toISOString(),
        payee: isoOrNull(order.payee),
        expediee: isoOrNull(order.expediee),
        suivi: order.suivi,
        rembourse: isoOrNull(order.rembourse),
        total_ttc: order.total_ttc,
        facture: order.facture_numero,
        livraison: order.livraison_label,
        test: order.test,
        client: { id: order.user_id, prenom, nom, mail },
      }));
      return { datas, total };
    },

    /**
     * PUT /api/commandes/{id}/expedition: only a paid order ships. The state change and the mail
     * are one transaction, and the mail's key is the order's, so it leaves once whatever happens.
     */
    async ship(id: number, suivi: string | null, userId: number) {
      const order = await db.transaction(async (tx) => {
        const before = await lockShipmentState(tx, id);
        if (!before) throw orderNotFound();
        // An order split into parcels ships parcel by parcel, each with its own mail.
        if (await orderHasParcels(tx, id)) throw orderShipsInParcels();
        const shipped = await markShipped(tx, id, suivi);
        if (!shipped)
          throw new AppError(409, 'Seule une commande payée peut être marquée expédiée.', {}, 'order_not_paid');
        // The shipment's own fields: the timeline shows it as its 'expediee' step, and reads a
        // `statut` in an entry as a status changed by hand.
        await recordAudit(tx, {
          userId,
          resource: commandesResource.model,
          recordId: before.hash,
          before: { suivi: before.suivi, expediee: before.expediee },
          after: { suivi: shipped.suivi, expediee: shipped.expediee },
        });
        await announceShipped(tx, shipped);
        const [, lines] = await Promise.all([enqueueShipmentMail(tx, shipped, publicUrl), selectLines(tx, shipped.id)]);
        return toOrder(shipped, lines);
      });
      setImmediate(() => void mails.nudge());
      return order;
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
