import {
  ossReturn,
  ossReturnCsv,
  quarterDays,
  type AccountingDocumentsPage,
  type AccountingDocumentsQuery,
  type AccountingPeriod,
  type VatLine,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MailAttachment } from '../../providers/mail/mail-transport.ts';
import { readShopInfo } from '../shop-info/shop-info.service.ts';
import { nextDocumentNumber } from '../counters/counters.service.ts';
import { accountingCsv, toAccountingDocument } from './accounting-export.ts';
import {
  insertCreditNote,
  selectCreditNoteByNumber,
  selectCreditNoteOfOrder,
  selectCreditNoteOfRefund,
  selectCreditNotesOfOrder,
  selectDocuments,
  selectDocumentTotals,
  selectOrderOfDocument,
} from './documents.queries.ts';
import { INVOICE_LINK_SECONDS, isValidInvoiceLink, signInvoiceLink, type LinkedDocument } from './invoice-link.ts';
import { renderInvoice } from './invoice-pdf.ts';
import { resolveSigningKey } from './signing-key.ts';
import { orderNotFound } from '../orders/order-refusals.ts';
import { selectCustomerOrder, selectOrderByHash, selectOrderById, selectOrderLines } from '../orders/orders.service.ts';

export interface InvoicesOptions {
  db: Database;
  publicUrl: string;
  /** SIGNING_SECRET; without it a key is generated once and kept in the database. */
  signingSecret: string | undefined;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof selectOrderById>>>;

/** What a credit note states of the refund it documents. */
export interface CreditedRefund {
  id: number;
  montant_ht: number;
  montant_ttc: number;
  tva: VatLine[];
}

/** The mail keys whose message carries the order's invoice (see dispatchPendingMails). */
const CONFIRMATION_KEY = /^commande-confirmation:(\d{1,10})$/u;

/**
 * Invoices of paid orders: rendered on demand from the order as stored (amounts, addresses and
 * numbers never change after payment), reached through short-lived signed links, and attached to
 * the confirmation mail when it leaves.
 */
export function createInvoicesService({ db, publicUrl, signingSecret }: InvoicesOptions) {
  let signingKey: Promise<string> | null = null;
  const key = () =>
    (signingKey ??= resolveSigningKey(db, signingSecret).catch((error: unknown) => {
      signingKey = null;
      throw error;
    }));

  const render = async (order: OrderRow & { facture_numero: string }, executor: Database = db) => {
    const lines = await selectOrderLines(executor, order.id);
    const company = await readShopInfo(executor);
    const pdf = await renderInvoice(order, lines, company, order.langue, {
      returnsUrl: `${publicUrl}/${order.langue}/conditions/retours`,
    });
    return { filename: `facture-${order.facture_numero}.pdf`, pdf };
  };
  /** A credit note of the order (the one numbered, else its latest), with the amounts it states. */
  const renderCreditNote = async (order: OrderRow & { facture_numero: string }, numero?: string) => {
    const creditNote = numero
      ? await selectCreditNoteByNumber(db, order.id, numero)
      : await selectCreditNoteOfOrder(db, order.id);
    if (!creditNote) throw notFound('Avoir introuvable.', 'credit_note_not_found');
    const lines = await selectOrderLines(db, order.id);
    const company = await readShopInfo(db);
    const pdf = await renderInvoice(order, lines, company, order.langue, {
      returnsUrl: `${publicUrl}/${order.langue}/conditions/retours`,
      creditNote: {
        numero: creditNote.numero,
        created: creditNote.created,
        amounts: creditNote,
        // A refund in part (or the rest after one) cancels less than the whole invoice.
        isPartial: creditNote.total_ttc !== order.total_ttc,
      },
    });
    return { filename: `avoir-${creditNote.numero}.pdf`, pdf };
  };
  const hasInvoice = (order: OrderRow | null): order is OrderRow & { facture_numero: string } =>
    Boolean(order?.facture_numero);
  /** Signed for the document's kind and order, and for one credit note when it names it. */
  const signedLink = async (kind: LinkedDocument, hash: string, now: number, numero?: string) => {
    const expires = Math.floor(now / 1000) + INVOICE_LINK_SECONDS;
    const signature = signInvoiceLink(await key(), numero ? `${hash}/${numero}` : hash, expires, kind);
    const path = kind === 'facture' ? 'factures' : 'avoirs';
    const which = numero ? `avoir=${encodeURIComponent(numero)}&` : '';
    return `${publicUrl}/api/${path}/${hash}.pdf?${which}expires=${expires}&signature=${signature}`;
  };

  return {
    /** GET /api/commandes/{hash}/facture: a download address valid five minutes, for the order's customer. */
    async linkFor(userId: number, hash: string, now = Date.now()): Promise<string> {
      const order = await selectCustomerOrder(db, hash, userId);
      if (!order) throw orderNotFound();
      if (!hasInvoice(order))
        throw new AppError(409, 'La facture sera disponible une fois la commande payée.', {}, 'invoice_not_ready');
      return signedLink('facture', order.hash, now);
    },

    /**
     * The same five-minute address for staff (the back office's order page, admin only), for an
     * order the caller has read; null while the order has no invoice.
     */
    async staffLinkFor(order: { hash: string; facture_numero: string | null }, now = Date.now()) {
      return order.facture_numero ? signedLink('facture', order.hash, now) : null;
    },

    /** The credit note a refund issued for the order, with the same kind of address; null when none was. */
    async staffCreditNoteFor(order: { id: number; hash: string }, now = Date.now()) {
      const creditNote = await selectCreditNoteOfOrder(db, order.id);
      return creditNote ? { numero: creditNote.numero, url: await signedLink('avoir', order.hash, now) } : null;
    },

    /**
     * GET /api/factures/{hash}.pdf and /api/avoirs/{hash}.pdf: the signature, made for that kind
     * of document, is the authorisation.
     */
    async download(
      link: { hash: string; expires?: string; signature?: string; avoir?: string },
      kind: LinkedDocument = 'facture',
      now = Date.now(),
    ) {
      const { hash, expires, signature } = link;
      const numero = kind === 'avoir' ? link.avoir : undefined;
      const signed = numero ? `${hash}/${numero}` : hash;
      if (!isValidInvoiceLink(await key(), { hash: signed, expires, signature }, Math.floor(now / 1000), kind)) {
        throw new AppError(403, 'Lien expiré ou invalide.', {}, 'invoice_link_invalid');
      }
      const order = await selectOrderByHash(db, hash);
      if (!hasInvoice(order)) throw notFound('Facture introuvable.', 'invoice_not_found');
      return kind === 'facture' ? render(order) : renderCreditNote(order, numero);
    },

    /**
     * Issues the credit note of one refund made (the whole order or part of it), with that refund's
     * amounts and VAT, numbered in its own series inside the refund's transaction (which holds the
     * order's lock): once per refund, no gap. An order without an invoice gets none.
     */
    async issueCreditNote(tx: Transaction, order: OrderRow, refund: CreditedRefund): Promise<void> {
      if (!order.facture_numero || (await selectCreditNoteOfRefund(tx, refund.id))) return;
      await insertCreditNote(tx, {
        numero: await nextDocumentNumber(tx, 'avoirs'),
        commande_id: order.id,
        remboursement_id: refund.id,
        total_ht: refund.montant_ht,
        total_ttc: refund.montant_ttc,
        tva: refund.tva,
      });
    },

    /** The order's credit notes, by the refund each one states (refund id → number). */
    async creditNoteNumbersOf(orderId: number): Promise<Map<number, string>> {
      const notes = await selectCreditNotesOfOrder(db, orderId);
      return new Map(
        notes.flatMap((note) => (note.remboursement_id === null ? [] : [[note.remboursement_id, note.numero]])),
      );
    },

    /** GET /api/admin/factures: a page of the period's invoices and credit notes, and their sums. */
    async documents(query: AccountingDocumentsQuery): Promise<AccountingDocumentsPage> {
      const { page, limit, ...filter } = query;
      const [rows, totals] = await Promise.all([
        selectDocuments(db, filter, { limit, offset: (page - 1) * limit }),
        selectDocumentTotals(db, filter),
      ]);
      return {
        code: 200,
        datas: rows.map(toAccountingDocument),
        total: totals.count,
        page,
        limit,
        sommes: { total_ht: totals.total_ht, tva: totals.total_ttc - totals.total_ht, total_ttc: totals.total_ttc },
      };
    },

    /** GET /api/admin/factures.csv: every document of the period, for the accountant. */
    async documentsCsv(period: AccountingPeriod) {
      const rows = await selectDocuments(db, period);
      return { filename: `documents-${period.du}-${period.au}.csv`, csv: accountingCsv(rows) };
    },

    /**
     * GET /api/admin/factures/oss.csv: the quarter's OSS return (per member state and rate, sales
     * minus credit notes), from the same documents as the accounting export.
     */
    async ossCsv(trimestre: string) {
      const rows = await selectDocuments(db, quarterDays(trimestre));
      return { filename: `oss-${trimestre}.csv`, csv: ossReturnCsv(trimestre, ossReturn(rows)) };
    },

    /** GET /api/admin/factures/{numero}/lien: a download address of any invoice or credit note, for staff. */
    async staffLink(numero: string, now = Date.now()): Promise<string> {
      const found = await selectOrderOfDocument(db, numero);
      if (!found) throw notFound('Document introuvable.', 'document_not_found');
      return signedLink(found.kind, found.order.hash, now, found.kind === 'avoir' ? numero : undefined);
    },

    /** The attachments of a queued mail, from its key: the invoice of a confirmed order. */
    async mailAttachments(mailKey: string | null, executor: Database = db): Promise<MailAttachment[]> {
      const match = mailKey ? CONFIRMATION_KEY.exec(mailKey) : null;
      if (!match) return [];
      const order = await selectOrderById(executor, Number(match[1]));
      if (!hasInvoice(order)) return [];
      const { filename, pdf } = await render(order, executor);
      return [{ filename, content: pdf, contentType: 'application/pdf' }];
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
