import type { Locale, StaffOrder, StaffOrderQuote } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { localizeText } from '../../lib/localize.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import type { RecoveryService } from '../auth/recovery.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { PaymentLinksService } from '../payment-links/payment-links.service.ts';
import type { CheckoutService } from './checkout.service.ts';
import { lineNames } from './line-names.ts';
import { placeStaffOrder } from './place-staff-order.ts';
import { priceStaffOrder, type StaffOrderQuoteInput } from './staff-order-pricing.ts';
import { searchVariants, selectActivePaymentMethods } from './staff-order.queries.ts';

/** Variants with their product, named in any language: the orders module names lines with them. */
export { selectOrderVariants } from './staff-order.queries.ts';

export interface StaffOrderOptions {
  db: Database;
  checkout: CheckoutService;
  links: PaymentLinksService;
  recovery: RecoveryService;
  catalogue: Pick<CatalogueService, 'invalidate' | 'rangesOf' | 'weightsOf'>;
  /** How long the stock stays held while the customer pays the mailed link (hours, not checkout's minutes). */
  holdHours: number;
  /** Card payments go through the simulated provider: a link's order is a test order. */
  testMode: boolean;
}

/**
 * Orders staff place for a customer (the back office's "nouveau-commande"): priced by checkout's
 * rules, the stock held as checkout holds it, then paid through a payment link bound to the order
 * or recorded as paid offline (the same sale as a card's success).
 */
export function createStaffOrderService(options: StaffOrderOptions) {
  const { db, catalogue } = options;

  return {
    /**
     * The screen's live totals: the server's own pricing, and the methods the address may use.
     * Named in the staff's language, who reads the screen; the order itself will name its lines
     * and delivery in the customer's (placeStaffOrder), for the mails and the payment page.
     */
    async quote(input: StaffOrderQuoteInput, staffLocale: Locale = 'fr'): Promise<StaffOrderQuote> {
      const priced = await priceStaffOrder(db, catalogue, input);
      return {
        code: 200,
        lignes: priced.lines.map((line) => ({
          declinaison_id: line.declinaison_id,
          ...lineNames(line, staffLocale),
          qtt: line.qtt,
          prix_ttc: line.prix_ttc,
          stock: line.stock,
        })),
        methodes: priced.offered.map((entry) => ({
          id: entry.method.id,
          label: [entry.transporteur, localizeText(entry.method.label, entry.method.traductions, staffLocale, 'label')]
            .filter(Boolean)
            .join(' — '),
          prix_ttc: entry.prix_ttc,
          point_relais: entry.method.point_relais,
          points: entry.points.map(({ id, nom, ville, code_postal }) => ({ id, nom, ville, code_postal })),
        })),
        totaux: {
          lignes_ttc: priced.totals.lignes_ttc,
          livraison_ttc: priced.totals.livraison_ttc,
          remise_ttc: priced.totals.remise_ttc,
          total_ht: priced.totals.total_ht,
          total_ttc: priced.totals.total_ttc,
        },
      };
    },

    /**
     * Variants to add to an order, with their price and the stock the storefront can still sell,
     * named in the staff's language as the quote is.
     */
    async variants(query: string, staffLocale: Locale = 'fr') {
      const rows = await searchVariants(db, query);
      return rows.map((row) => ({
        declinaison_id: row.declinaison_id,
        ...lineNames(row, staffLocale),
        prix_ttc: row.prix_ttc,
        stock: row.stock,
      }));
    },

    /** The offline ways to pay staff may record: active and not taken online. */
    async offlineMethods() {
      const rows = await selectActivePaymentMethods(db);
      return rows.filter((row) => !row.en_ligne).map(({ id, code, label }) => ({ id, code, label }));
    },

    /**
     * Creates the order in one transaction (customer and address if new, stock and code held),
     * then sends its payment link or records its offline payment.
     */
    create: (staff: AuthenticatedUser, input: StaffOrder) => placeStaffOrder(options, staff, input),
  };
}

export type StaffOrderService = ReturnType<typeof createStaffOrderService>;
