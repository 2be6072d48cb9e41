import { calculateShopDay, LOCALES, type Locale, type Produit, type StockAlert } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import {
  deleteSentByKeyPrefix,
  enqueueMail,
  enqueueMails,
  type MailDispatcher,
  type MailMessage,
} from '../outbox/outbox.service.ts';
import { readShopMailAddress } from '../shop-info/shop-info.service.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.service.ts';
import { lotAlertDays, lotsDueWithin } from './lots.service.ts';
import { backInStockMail, productUrl, renderLowStockDigest } from './stock-alert-mails.ts';
import { mailRenderer } from '../mail-templates/render-mail.ts';
import {
  deleteAlerts,
  deleteAlertsLeftBefore,
  hasRestockedAlerts,
  insertAlert,
  lockRestockedAlerts,
  selectLowStockVariants,
} from './stock-alerts.queries.ts';

/** Addresses handled per transaction: a restock of a popular variant mails in several short ones. */
const BATCH = 200;

export interface StockAlertsOptions {
  db: Database;
  /** The product's name, format and page in each language, as the storefront shows them. */
  catalogue: Pick<CatalogueService, 'getProducts'>;
  mails: MailDispatcher;
  publicUrl: string;
  /** Where the shop's mail goes when no company address is configured (MAIL_FROM). */
  fallbackAddress: string;
}

type Catalogues = Map<Locale, readonly Produit[]>;

function findVariant(catalogues: Catalogues, langue: Locale, declinaisonId: number) {
  for (const produit of catalogues.get(langue) ?? []) {
    const declinaison = produit.declinaisons.find(({ id }) => id === declinaisonId);
    if (declinaison) return { produit, declinaison };
  }
  return null;
}

/**
 * "Me prévenir du retour" and the shop's daily low-stock list.
 *
 * The back-in-stock mails are sent by a periodic check (`notifyRestocked`, in the minute's jobs)
 * rather than by each write of the sellable total: those writes are many (adjustments, transfers,
 * a refund's restock, a variant's opening stock, lapsed holds given back, the seed) and some run
 * inside other modules' transactions, so a hook in each would be easy to miss in the next one.
 * The check reads the committed total whatever wrote it, and also serves an address left while a
 * restock was committing. Each address is taken under a row lock (others skipped), its mail queued
 * under its own key and its row deleted in one transaction: two runs at once, or two adjustments
 * in a row, mail it once. The cost is up to a minute's delay.
 */
/** How long a sent back-in-stock mail stays in the outbox, for support to see it left. */
const SENT_ALERT_MAILS_KEPT_MS = 7 * 86_400_000;
/**
 * How long an address waits for a variant that is never restocked (a discontinued shade): six
 * months (183 days), long enough for a seasonal product to come back, short enough that the shop
 * does not keep an address for a wish nobody will answer (data minimisation, GDPR art. 5(1)(e)).
 */
export const WAITING_ALERTS_KEPT_MS = 183 * 86_400_000;

export function createStockAlerts({ db, catalogue, mails, publicUrl, fallbackAddress }: StockAlertsOptions) {
  const readCatalogues = async (): Promise<Catalogues> =>
    new Map(await Promise.all(LOCALES.map(async (locale) => [locale, await catalogue.getProducts(locale)] as const)));

  return {
    /** Records the address; the same answer follows whatever happened, so nothing is revealed. */
    register: (declinaisonId: number, alert: StockAlert) => insertAlert(db, declinaisonId, alert.mail, alert.langue),

    /** Mails every address whose variant is for sale again, then forgets it; answers how many. */
    async notifyRestocked(): Promise<number> {
      if (!(await hasRestockedAlerts(db))) return 0;
      // Read before the transactions: the catalogue reads through its own connection.
      const catalogues = await readCatalogues();
      let queued = 0;
      for (;;) {
        const handled = await db.transaction(async (tx) => {
          const rows = await lockRestockedAlerts(tx, BATCH);
          const render = await mailRenderer(tx, backInStockMail);
          const messages: MailMessage[] = [];
          const mailed: number[] = [];
          for (const row of rows) {
            const found = findVariant(catalogues, row.langue, row.declinaison_id);
            // Online and for sale, but not yet in the cached list: the next run will find it there.
            if (!found) continue;
            const mail = render(row.langue, {
              produit: found.produit.label,
              format: found.declinaison.label,
              url: productUrl(publicUrl, row.langue, found.produit),
            });
            // Keyed by the waiting row: queued once whatever runs it twice.
            messages.push({ to: row.mail, ...mail, key: `alerte-stock:${row.declinaison_id}:${row.id}` });
            mailed.push(row.id);
          }
          queued += await enqueueMails(tx, messages);
          await deleteAlerts(tx, mailed);
          return { taken: rows.length, mailed: mailed.length };
        });
        if (handled.taken < BATCH || handled.mailed === 0) break;
      }
      if (queued > 0) void mails.nudge();
      return queued;
    },

    /**
     * Forgets the back-in-stock mails sent more than a week ago: the address was asked for this
     * one mail, and the outbox would otherwise keep it with the product it wanted.
     */
    forgetSentAlertMails: (now = new Date()) =>
      deleteSentByKeyPrefix(db, 'alerte-stock:', new Date(now.getTime() - SENT_ALERT_MAILS_KEPT_MS)),

    /** Forgets the addresses that waited six months for a variant never restocked. */
    forgetStaleAlerts: (now = new Date()) =>
      deleteAlertsLeftBefore(db, new Date(now.getTime() - WAITING_ALERTS_KEPT_MS)),

    /**
     * Mails the shop the variants at or under their threshold and the lots in stock close to
     * their best-before date (the shop's window, as ad/lots), once a Paris day (the outbox key
     * holds the day), nothing when there is neither.
     */
    async sendLowStockDigest(now = new Date()): Promise<boolean> {
      const [lines, due] = [await selectLowStockVariants(db), await lotsDueWithin(db, await lotAlertDays(db), 100)];
      if (lines.length === 0 && due.total === 0) return false;
      const day = calculateShopDay(now);
      await db.transaction(async (tx) => {
        if (lines.length > 0) {
          await emitWebhookEvent(tx, 'stock.low', day, {
            jour: day,
            declinaisons: lines.map(({ produit, label, stock, seuil }) => ({ produit, label, stock, seuil })),
          });
        }
        const to = await readShopMailAddress(tx, fallbackAddress);
        await enqueueMail(
          tx,
          renderLowStockDigest(to, day, lines, `${publicUrl}/fr/ad/stocks`, {
            lots: due.datas,
            total: due.total,
            url: `${publicUrl}/fr/ad/lots`,
          }),
        );
      });
      void mails.nudge();
      return true;
    },
  };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;
