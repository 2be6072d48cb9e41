import type { BasketReminderStats, Locale, Produit } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { marketingAudience } from '../auth/users.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { unsubscribeTokensOf } from '../newsletter/newsletter.service.ts';
import { selectLastPayments, selectPaidOrdersOfBaskets } from '../orders/orders.service.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { readSettings } from '../shop-info/shop-info.service.ts';
import { basketReminderMail, type BasketReminderInput, type ReminderLine } from './basket-reminder-mail.ts';
import type { DrawnMail } from '../mail-templates/mail-definition.ts';
import { mailRenderer } from '../mail-templates/render-mail.ts';
import {
  recordReminder,
  selectBasketsToRemind,
  selectLinesOfBaskets,
  selectReminders,
  type BasketToRemind,
} from './basket-reminders.queries.ts';

const HOUR_MS = 3_600_000;
/** A basket left longer than this before the reminders were on, or the job ran, is not reminded. */
const OLDEST_BASKET_MS = 7 * 24 * HOUR_MS;
const PAGE = 200;

export interface BasketRemindersOptions {
  db: Database;
  /** Today's names, prices and stock in each language, as the storefront shows them. */
  catalogue: Pick<CatalogueService, 'getProducts'>;
  mails: MailDispatcher;
  publicUrl: string;
}

/**
 * Basket reminders (settings topic `relances`): a signed-in customer who accepts marketing mail
 * (a confirmed newsletter subscription, so the mail carries its one-click unsubscribe) and left a
 * basket with lines for the set number of hours gets one mail, in their language, listing its
 * lines at today's prices and stock. Never after a purchase made since the basket last changed,
 * never to staff (the users service leaves them out), never twice for a basket (its hash is
 * recorded in the mail's transaction, unique).
 */
export function createBasketReminders({ db, catalogue, mails, publicUrl }: BasketRemindersOptions) {
  function linesOf(basketLines: readonly { declinaison_id: number; qtt: number }[], products: readonly Produit[]) {
    const lines: ReminderLine[] = [];
    for (const line of basketLines) {
      const produit = products.find((entry) => entry.declinaisons.some(({ id }) => id === line.declinaison_id));
      const declinaison = produit?.declinaisons.find(({ id }) => id === line.declinaison_id);
      // Offline since: nothing to come back for.
      if (!produit || !declinaison) continue;
      const inStock = declinaison.stock === null || declinaison.stock.total >= line.qtt;
      lines.push({
        produit: produit.label,
        format: declinaison.label,
        qtt: line.qtt,
        prixTtc: inStock ? declinaison.prix_ttc * line.qtt : null,
      });
    }
    return lines;
  }

  async function remindPage(baskets: readonly BasketToRemind[]): Promise<number> {
    const userIds = [...new Set(baskets.map((basket) => basket.user_id))];
    const audience = new Map((await marketingAudience(db, userIds)).map((account) => [account.id, account]));
    const [tokens, lastPayments, basketLines] = await Promise.all([
      unsubscribeTokensOf(
        db,
        [...audience.values()].map((account) => account.mail),
      ),
      selectLastPayments(db, userIds),
      selectLinesOfBaskets(
        db,
        baskets.map((basket) => basket.id),
      ),
    ]);
    const catalogues = new Map<Locale, readonly Produit[]>();
    // The reminder's templates, read once for the run.
    let render: ((langue: Locale, input: BasketReminderInput) => DrawnMail) | undefined;
    let sent = 0;
    for (const basket of baskets) {
      const account = audience.get(basket.user_id);
      const token = account && tokens.get(account.mail);
      const paid = lastPayments.get(basket.user_id);
      if (!account || !token || (paid && paid >= basket.updated)) continue;
      if (!catalogues.has(account.langue)) catalogues.set(account.langue, await catalogue.getProducts(account.langue));
      const lines = linesOf(
        basketLines.filter((line) => line.panier_id === basket.id),
        catalogues.get(account.langue)!,
      );
      if (lines.length === 0) continue;
      render ??= await mailRenderer(db, basketReminderMail);
      const mail = {
        to: account.mail,
        ...render(account.langue, {
          prenom: account.prenom,
          lines,
          basketUrl: `${publicUrl}/${account.langue}/checkout`,
          unsubscribeUrl: `${publicUrl}/${account.langue}/newsletter/desinscription/${token}`,
        }),
        // Keyed by the basket: queued once.
        key: `relance-panier:${basket.hash}`,
        headers: {
          'List-Unsubscribe': `<${publicUrl}/api/newsletters/desinscription/${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
      const recorded = await db.transaction(async (tx) => {
        if (!(await recordReminder(tx, basket.hash))) return false;
        await enqueueMail(tx, mail);
        return true;
      });
      if (recorded) sent += 1;
    }
    return sent;
  }

  return {
    /** Sends the reminders due now (the `basket-reminders` job); answers how many left. */
    async remind(now = new Date()): Promise<number> {
      const settings = await readSettings(db, 'relances');
      if (!settings.relance_panier_active) return 0;
      const leftBefore = new Date(now.getTime() - settings.relance_panier_heures * HOUR_MS);
      const window = { leftBefore, leftAfter: new Date(leftBefore.getTime() - OLDEST_BASKET_MS) };
      let sent = 0;
      let after: BasketToRemind | null = null;
      for (;;) {
        const page = await selectBasketsToRemind(db, window, after, PAGE);
        if (page.length > 0) sent += await remindPage(page);
        if (page.length < PAGE) break;
        after = page.at(-1)!;
      }
      if (sent > 0) void mails.nudge();
      return sent;
    },

    /** The reminders sent over a period of shop days, the baskets paid after theirs, and that revenue. */
    async stats(du: string, au: string): Promise<BasketReminderStats> {
      const reminders = await selectReminders(db, du, au);
      const sentAt = new Map(reminders.map((reminder) => [reminder.hash, reminder.envoyee]));
      const orders = (await selectPaidOrdersOfBaskets(db, [...sentAt.keys()])).filter(
        (order) => order.payee! > sentAt.get(order.panier_hash)!,
      );
      return {
        code: 200,
        envoyees: reminders.length,
        recuperes: new Set(orders.map((order) => order.panier_hash)).size,
        chiffre_affaires: orders.reduce((sum, order) => sum + order.total_ttc, 0),
      };
    },
  };
}

export type BasketReminders = ReturnType<typeof createBasketReminders>;
