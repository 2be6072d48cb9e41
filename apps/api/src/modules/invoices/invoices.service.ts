import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MailAttachment } from '../../providers/mail/mail-transport.ts';
import { readShopInfo } from '../shop-info/shop-info.service.ts';
import { INVOICE_LINK_SECONDS, isValidInvoiceLink, signInvoiceLink } from './invoice-link.ts';
import { renderInvoice } from './invoice-pdf.ts';
import { selectCustomerOrder, selectInvoiceLines, selectOrderByHash, selectOrderById } from './invoices.queries.ts';
import { resolveSigningKey } from './signing-key.ts';

export interface InvoicesOptions {
  db: Database;
  publicUrl: string;
  /** SIGNING_SECRET; without it a key is generated once and kept in the database. */
  signingSecret: string | undefined;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof selectOrderById>>>;

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
    const lines = await selectInvoiceLines(executor, order.id);
    const company = await readShopInfo(executor);
    const pdf = await renderInvoice(order, lines, company, order.langue, {
      returnsUrl: `${publicUrl}/${order.langue}/conditions/retours`,
    });
    return { filename: `facture-${order.facture_numero}.pdf`, pdf };
  };
  const hasInvoice = (order: OrderRow | null): order is OrderRow & { facture_numero: string } =>
    Boolean(order?.facture_numero);

  const signedUrl = async (hash: string, now: number) => {
    const expires = Math.floor(now / 1000) + INVOICE_LINK_SECONDS;
    const signature = signInvoiceLink(await key(), hash, expires);
    return `${publicUrl}/api/factures/${hash}.pdf?expires=${expires}&signature=${signature}`;
  };

  return {
    /** GET /api/commandes/{hash}/facture: a download address valid five minutes, for the order's customer. */
    async linkFor(userId: number, hash: string, now = Date.now()): Promise<string> {
      const order = await selectCustomerOrder(db, hash, userId);
      if (!order) throw notFound('Commande introuvable.');
      if (!hasInvoice(order)) throw new AppError(409, 'La facture sera disponible une fois la commande payée.');
      return signedUrl(order.hash, now);
    },

    /**
     * The same five-minute address for staff (the back office's order page, admin only), for an
     * order the caller has read; null while the order has no invoice.
     */
    async staffLinkFor(order: { hash: string; facture_numero: string | null }, now = Date.now()) {
      return order.facture_numero ? signedUrl(order.hash, now) : null;
    },

    /** GET /api/factures/{hash}.pdf: the signature is the authorisation. */
    async download(link: { hash: string; expires?: string; signature?: string }, now = Date.now()) {
      const { hash, expires, signature } = link;
      if (!isValidInvoiceLink(await key(), { hash, expires, signature }, Math.floor(now / 1000))) {
        throw new AppError(403, 'Lien expiré ou invalide.');
      }
      const order = await selectOrderByHash(db, hash);
      if (!hasInvoice(order)) throw notFound('Facture introuvable.');
      return render(order);
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
