import {
  commandesResource,
  type AdminOrderSummary,
  type AdminOrdersQuery,
  type OrderNoteInput,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { listAudits } from '../admin-resources/audit.service.ts';
import { selectContacts } from '../auth/auth.queries.ts';
import { toOrder } from '../checkout/orders.routes.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { MailDispatcher } from '../outbox/outbox.service.ts';
import {
  insertNote,
  markShipped,
  orderExists,
  selectLines,
  selectNotes,
  selectOrderByHash,
  selectOrderLines,
  selectOrdersPage,
  selectDeliveryCarrier,
  selectPaymentMethodLabel,
} from './order-admin.queries.ts';
import { orderHasParcels } from '../parcels/parcels.queries.ts';
import { toAdminOrderDetail, toOrderNote, type Contact } from './order-detail.ts';
import { enqueueShipmentMail } from './shipment-mail.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

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
}: {
  db: Database;
  mails: MailDispatcher;
  publicUrl: string;
  invoices: Pick<InvoicesService, 'staffLinkFor' | 'staffCreditNoteFor'>;
}) {
  const requireOrder = async (hash: string) => {
    const order = await selectOrderByHash(db, hash);
    if (!order) throw notFound('Commande introuvable.');
    return order;
  };
  const readNotes = async (commandeId: number) => {
    const notes = await selectNotes(db, commandeId);
    const authorIds = [...new Set(notes.flatMap((note) => (note.user_id === null ? [] : [note.user_id])))];
    const authors = byId(await selectContacts(db, authorIds));
    return notes.map((note) => toOrderNote(note, authors));
  };

  return {
    /**
     * GET /api/admin/commandes/{hash}: the order with its lines, customer, addresses, delivery,
     * discount, VAT by rate, payment and refund, invoice and credit note links, timeline and internal notes.
     */
    async detail(hash: string) {
      const order = await requireOrder(hash);
      const [lines, contacts, notes, audits, invoiceUrl, creditNote, paymentMethod, carrierId] = await Promise.all([
        selectOrderLines(db, order.id),
        selectContacts(db, [order.user_id]),
        readNotes(order.id),
        listAudits(db, commandesResource.model, order.hash),
        invoices.staffLinkFor(order),
        invoices.staffCreditNoteFor(order),
        order.paiement_methode_id ? selectPaymentMethodLabel(db, order.paiement_methode_id) : null,
        order.livraison_methode_id ? selectDeliveryCarrier(db, order.livraison_methode_id) : null,
      ]);
      return toAdminOrderDetail({
        order,
        lines,
        customer: contacts[0] ?? null,
        notes,
        audits,
        invoiceUrl,
        creditNote,
        paymentMethod,
        carrierId,
      });
    },

    /** GET /api/admin/commandes/{hash}/notes: the internal notes, oldest first. */
    async notes(hash: string) {
      return readNotes((await requireOrder(hash)).id);
    },

    /** POST /api/admin/commandes/{hash}/notes: a note signed by the staff member writing it. */
    async addNote(hash: string, authorId: number, input: OrderNoteInput) {
      const order = await requireOrder(hash);
      const note = await insertNote(db, { commande_id: order.id, user_id: authorId, texte: input.texte });
      return toOrderNote(note, byId(await selectContacts(db, [authorId])));
    },

    async list(query: AdminOrdersQuery) {
      const { rows, total } = await selectOrdersPage(db, query);
      const datas: AdminOrderSummary[] = rows.map(({ order, prenom, nom, mail }) => ({
        id: order.id,
        hash: order.hash,
        numero: order.numero,
        statut: order.statut,
        created: order.created.toISOString(),
        payee: iso(order.payee),
        expediee: iso(order.expediee),
        suivi: order.suivi,
        rembourse: iso(order.rembourse),
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
    async ship(id: number, suivi: string | null) {
      const order = await db.transaction(async (tx) => {
        // An order split into parcels ships parcel by parcel, each with its own mail.
        if (await orderHasParcels(tx, id))
          throw new AppError(409, 'Cette commande part en colis : expédiez ses colis.');
        const shipped = await markShipped(tx, id, suivi);
        if (!shipped) {
          if (!(await orderExists(tx, id))) throw notFound('Commande introuvable.');
          throw new AppError(409, 'Seule une commande payée peut être marquée expédiée.');
        }
        const [, lines] = await Promise.all([enqueueShipmentMail(tx, shipped, publicUrl), selectLines(tx, shipped.id)]);
        return toOrder(shipped, lines);
      });
      setImmediate(() => void mails.nudge());
      return order;
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
