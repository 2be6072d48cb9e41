import { randomUUID } from 'node:crypto';
import {
  checkoutTotals,
  deliveryPrice,
  discountableTtc,
  discountAmount,
  discountAppliesTo,
  discountRefusal,
  type AddressSnapshot,
  type StaffOrder,
  type StaffOrderQuote,
  type StaffOrderQuoteInputSchema,
} from '@boutique/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../admin-resources/audit.service.ts';
import { commandes, commandesDeclinaisons } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { insertAccountAddress } from '../addresses/addresses.service.ts';
import { insertUser } from '../auth/auth.queries.ts';
import type { RecoveryService } from '../auth/recovery.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { PaymentLinksService } from '../payment-links/payment-links.service.ts';
import { holdUnits } from '../stock/stock.service.ts';
import { FRANCO_KEY } from './checkout-state.service.ts';
import { lineNames } from './line-names.ts';
import {
  countDiscountUses,
  selectDeliveryMethods,
  selectDiscountByCode,
  selectDiscountScope,
  selectIntegerSetting,
  selectNearestRelayPoints,
} from './checkout-state.queries.ts';
import { holdDiscount } from './checkout.queries.ts';
import type { CheckoutService } from './checkout.service.ts';
import {
  searchVariants,
  selectActivePaymentMethods,
  selectCustomer,
  selectCustomerAddress,
  selectOrderVariants,
  selectPaymentMethod,
  selectStock,
} from './staff-order.queries.ts';

type QuoteInput = z.output<typeof StaffOrderQuoteInputSchema>;

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

const snapshotOf = ({ prenom, nom, societe, ligne1, ligne2, code_postal, ville, pays, tel }: AddressSnapshot) =>
  ({ prenom, nom, societe, ligne1, ligne2, code_postal, ville, pays, tel }) satisfies AddressSnapshot;

/**
 * Orders staff place for a customer (the back office's "nouveau-commande"): priced by checkout's
 * rules, the stock held as checkout holds it, then paid through a payment link bound to the order
 * or recorded as paid offline (the same sale as a card's success).
 */
export function createStaffOrderService(options: StaffOrderOptions) {
  const { db, checkout, links, recovery, catalogue, holdHours, testMode } = options;

  /** The order's lines, address, delivery, discount and totals, as checkout would price them. */
  async function price(input: QuoteInput) {
    const customer = input.client.type === 'existant' ? await selectCustomer(db, input.client.id) : null;
    if (input.client.type === 'existant' && !customer) {
      throw badRequest('Client introuvable.', { client: ['Client introuvable.'] });
    }
    const variants = await selectOrderVariants(
      db,
      input.lignes.map((line) => line.declinaison_id),
    );
    const lines = input.lignes.map((line, index) => {
      const variant = variants.find((candidate) => candidate.declinaison_id === line.declinaison_id);
      if (!variant)
        throw badRequest('Produit introuvable.', { [`lignes.${index}.declinaison_id`]: ['Produit introuvable.'] });
      return { ...variant, qtt: line.qtt };
    });
    let address: AddressSnapshot;
    if (input.adresse.type === 'existante') {
      const row = customer ? await selectCustomerAddress(db, customer.id, input.adresse.id) : null;
      if (!row) throw badRequest('Adresse inconnue.', { adresse: ['Cette adresse n’est pas celle du client.'] });
      address = snapshotOf(row);
    } else {
      address = snapshotOf(input.adresse);
    }

    const lignesTtc = lines.reduce((sum, line) => sum + line.prix_ttc * line.qtt, 0);
    const remise = input.code ? await selectDiscountByCode(db, input.code) : null;
    if (input.code && !remise) throw badRequest("Ce code n'existe pas.", { code: ["Ce code n'existe pas."] });
    const scope = remise ? await selectDiscountScope(db, remise.id) : null;
    const ranges =
      scope && scope.gamme_ids.length > 0
        ? await catalogue.rangesOf([...new Set(lines.map((line) => line.produit_id))])
        : new Map<number, number | null>();
    const scoped = lines.map((line) => ({
      produit_id: line.produit_id,
      gamme_id: ranges.get(line.produit_id) ?? null,
      ttc: line.prix_ttc * line.qtt,
    }));
    if (remise && scope) {
      const usesByUser = customer ? await countDiscountUses(db, remise.id, customer.id) : 0;
      const refusal = discountRefusal(
        { ...remise, scope },
        { now: new Date(), lignesTtc, userId: customer?.id ?? 0, usesByUser, lines: scoped },
      );
      if (refusal) throw badRequest(refusal, { code: [refusal] });
    }
    const remiseTtc = remise && scope ? discountAmount(remise, discountableTtc(scope, scoped)) : 0;

    const [francoTtc, weights] = await Promise.all([
      selectIntegerSetting(db, FRANCO_KEY, 0),
      catalogue.weightsOf([...new Set(lines.map((line) => line.produit_id))]),
    ]);
    const parcel = {
      pays: address.pays,
      poids: lines.reduce((sum, line) => sum + (weights.get(line.produit_id) ?? 0) * line.qtt, 0),
    };
    const methods = await Promise.all(
      (await selectDeliveryMethods(db, address.pays)).map(async ({ method, transporteur }) => ({
        method,
        transporteur,
        prix_ttc: deliveryPrice(method, lignesTtc - remiseTtc, francoTtc, parcel),
        points: method.point_relais
          ? await selectNearestRelayPoints(db, method.transporteur_id, address.pays, address.code_postal)
          : [],
      })),
    );
    const offered = methods.filter((entry) => !entry.method.point_relais || entry.points.length > 0);
    const chosen = input.livraison === null ? null : offered.find((entry) => entry.method.id === input.livraison);
    if (chosen === undefined) {
      throw badRequest('Mode de livraison indisponible.', {
        livraison: ["Ce mode de livraison n'est pas proposé pour cette adresse."],
      });
    }
    const point = chosen?.method.point_relais ? chosen.points.find((entry) => entry.id === input.point_relais) : null;
    if (chosen?.method.point_relais && !point && input.point_relais !== null) {
      throw badRequest('Point retrait indisponible.', {
        point_relais: ["Ce point retrait n'est pas proposé pour ce mode de livraison et cette adresse."],
      });
    }
    const totals = checkoutTotals(
      lines,
      chosen?.prix_ttc ?? 0,
      remiseTtc,
      scope ? scoped.map((line) => discountAppliesTo(scope, line)) : undefined,
    );
    return { customer, lines, address, remise: remise ?? null, offered, chosen, point: point ?? null, totals };
  }

  return {
    /** The screen's live totals: the server's own pricing, and the methods the address may use. */
    async quote(input: QuoteInput): Promise<StaffOrderQuote> {
      const priced = await price(input);
      return {
        code: 200,
        lignes: priced.lines.map((line) => ({
          declinaison_id: line.declinaison_id,
          produit_label: line.produit_label,
          label: `${line.conteneur} ${line.label}`.trim(),
          qtt: line.qtt,
          prix_ttc: line.prix_ttc,
          stock: line.stock,
        })),
        methodes: priced.offered.map((entry) => ({
          id: entry.method.id,
          label: [entry.transporteur, entry.method.label].filter(Boolean).join(' — '),
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

    /** Variants to add to an order, with their price and the stock the storefront can still sell. */
    async variants(query: string) {
      const rows = await searchVariants(db, query);
      return rows.map((row) => ({
        declinaison_id: row.declinaison_id,
        produit_label: row.produit_label,
        label: `${row.conteneur} ${row.label}`.trim(),
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
    async create(staff: AuthenticatedUser, input: StaffOrder) {
      const priced = await price(input);
      const { paiement } = input;
      if (paiement.mode === 'hors_ligne') {
        const method = await selectPaymentMethod(db, paiement.methode_id);
        if (!method || !method.actif || method.en_ligne) {
          const message = 'Choisissez un moyen de paiement hors ligne actif.';
          throw badRequest(message, { 'paiement.methode_id': [message] });
        }
      }
      if (priced.chosen?.method.point_relais && !priced.point) {
        throw badRequest('Choisissez un point retrait.', { point_relais: ['Choisissez un point retrait.'] });
      }
      const tel = priced.address.tel || priced.customer?.tel || '';
      if (paiement.mode === 'lien' && paiement.canal === 'sms' && !tel) {
        const message = 'Le client n’a pas de numéro de téléphone : envoyez le lien par e-mail.';
        throw badRequest(message, { 'paiement.canal': [message] });
      }
      const jobs: (() => void)[] = [];
      const { order, link } = await db.transaction(async (tx) => {
        const customer =
          input.client.type === 'existant'
            ? priced.customer!
            : await insertUser(tx, {
                mail: input.client.mail,
                prenom: input.client.prenom,
                nom: input.client.nom,
                langue: input.client.langue,
                tel: priced.address.tel,
              });
        if (!customer) {
          const message = 'Un compte existe déjà avec cette adresse.';
          throw new AppError(409, message, { 'client.mail': [message] }, 'account_exists');
        }
        // A new customer learns why the account exists and chooses a password from the mail.
        if (input.client.type === 'nouveau') await recovery.inviteCreatedCustomer(tx, customer.id);
        if (input.adresse.type === 'nouvelle') {
          const { type: _type, ...address } = input.adresse;
          const isFirst = input.client.type === 'nouveau';
          await insertAccountAddress(tx, customer.id, {
            ...address,
            livraison_defaut: address.livraison_defaut || isFirst,
            facturation_defaut: address.facturation_defaut || isFirst,
          });
        }
        // Every short variant named at once; the guarded hold below still decides under concurrency.
        const stock = await selectStock(
          tx,
          priced.lines.map((line) => line.declinaison_id),
        );
        const shortages: Record<string, string[]> = {};
        priced.lines.forEach((line, index) => {
          const left = stock.get(line.declinaison_id);
          if (left !== null && left !== undefined && left < line.qtt) {
            shortages[`lignes.${index}.qtt`] = [`Stock insuffisant : ${left} disponible(s).`];
          }
        });
        const shortageError = (names: string[]) =>
          new AppError(409, `Stock insuffisant pour ${names.join(', ')}.`, shortages, 'stock_insufficient');
        const labelOf = (line: (typeof priced.lines)[number]) => `${line.produit_label} (${line.label})`;
        if (Object.keys(shortages).length > 0) {
          throw shortageError(priced.lines.filter((_, index) => shortages[`lignes.${index}.qtt`]).map(labelOf));
        }
        const { totals, chosen, point, remise } = priced;
        const [created] = await tx
          .insert(commandes)
          .values({
            user_id: customer.id,
            // No basket: a staff order's own handle, which no basket will ever carry.
            panier_hash: randomUUID(),
            langue: customer.langue,
            lignes_ht: totals.lignes_ht,
            lignes_ttc: totals.lignes_ttc,
            livraison_methode_id: chosen!.method.id,
            // In the customer's language, as the storefront's checkout stores it: the payment page shows it.
            livraison_label: [
              chosen!.transporteur,
              localize(chosen!.method, customer.langue, ['label']).label,
              point && `${point.nom}, ${point.ligne1}, ${point.code_postal} ${point.ville}`,
            ]
              .filter(Boolean)
              .join(' — '),
            livraison_ttc: totals.livraison_ttc,
            remise_id: remise?.id ?? null,
            remise_code: remise?.code ?? null,
            remise_ttc: totals.remise_ttc,
            total_ht: totals.total_ht,
            total_ttc: totals.total_ttc,
            tva: totals.tva,
            adresse_livraison: priced.address,
            adresse_facturation: priced.address,
            point_relais: point,
            ambassadeur_id: remise?.ambassadeur_id ?? null,
            expire: new Date(Date.now() + holdHours * 3_600_000),
            test: paiement.mode === 'lien' && testMode,
          })
          .returning();
        const order = created!;
        await recordAudit(tx, {
          userId: staff.id,
          resource: 'commandes',
          recordId: order.hash,
          before: null,
          after: order,
        });
        if (remise) await holdDiscount(tx, remise, order.id, customer.id);
        const sorted = [...priced.lines].sort((a, b) => a.declinaison_id - b.declinaison_id);
        const short = await holdUnits(tx, { commandeId: order.id, userId: staff.id }, sorted);
        if (short !== null) {
          const index = priced.lines.findIndex((line) => line.declinaison_id === short);
          shortages[`lignes.${index}.qtt`] = ['Stock insuffisant.'];
          throw shortageError([labelOf(priced.lines[index]!)]);
        }
        await tx.insert(commandesDeclinaisons).values(
          sorted.map((line) => ({
            commande_id: order.id,
            declinaison_id: line.declinaison_id,
            qtt: line.qtt,
            prix_ht: line.prix_ht,
            prix_ttc: line.prix_ttc,
            // In the customer's language, as the storefront's checkout stores them.
            ...lineNames(line, customer.langue),
          })),
        );
        if (paiement.mode === 'hors_ligne') {
          await checkout.settleOffline(tx, order.id, paiement.methode_id, (job) => jobs.push(job));
          return { order, link: null };
        }
        const link = await links.createForOrder(tx, {
          commandeId: order.id,
          createdBy: staff.id,
          montant: order.total_ttc,
          prenom: customer.prenom,
          nom: customer.nom,
          mail: customer.mail,
          tel,
          langue: customer.langue,
        });
        return { order, link };
      });
      catalogue.invalidate();
      for (const job of jobs) job();
      if (input.client.type === 'nouveau') recovery.nudge();
      let queuedOnly = false;
      if (link && paiement.mode === 'lien' && paiement.canal !== 'aucun') {
        ({ queuedOnly } = await links.notify(staff, link.id, paiement.canal === 'sms' ? 'tel' : 'mail'));
      }
      return {
        hash: order.hash,
        statut: paiement.mode === 'hors_ligne' ? 'payee' : order.statut,
        total_ttc: order.total_ttc,
        lien: link && { id: link.id, url: links.publicUrlOf(link), en_attente: queuedOnly },
      };
    },
  };
}

export type StaffOrderService = ReturnType<typeof createStaffOrderService>;
