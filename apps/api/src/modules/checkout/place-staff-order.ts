import { randomUUID } from 'node:crypto';
import type { StaffOrder } from '@boutique/domain';
import { recordAudit } from '../audit/audit.service.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { insertAccountAddress } from '../addresses/addresses.service.ts';
import { createUser } from '../auth/users.service.ts';
import { holdUnits } from '../stock/order-units.ts';
import { lineNames } from './line-names.ts';
import { holdDiscount } from './checkout.queries.ts';
import { priceStaffOrder } from './staff-order-pricing.ts';
import { insertOrderLines, insertStaffOrder, selectPaymentMethod, selectStock } from './staff-order.queries.ts';
import type { StaffOrderOptions } from './staff-order.service.ts';

/**
 * Creates the order in one transaction (customer and address if new, stock and code held),
 * then sends its payment link or records its offline payment.
 */
export async function placeStaffOrder(options: StaffOrderOptions, staff: AuthenticatedUser, input: StaffOrder) {
  const { db, checkout, links, recovery, catalogue, holdHours, testMode } = options;
  const priced = await priceStaffOrder(db, catalogue, input);
  const { paiement } = input;
  if (paiement.mode === 'hors_ligne') {
    const method = await selectPaymentMethod(db, paiement.methode_id);
    if (!method || !method.actif || method.en_ligne) {
      const message = 'Choisissez un moyen de paiement hors ligne actif.';
      throw badRequest(message, { 'paiement.methode_id': [message] }, 'payment_method_invalid');
    }
  }
  if (priced.chosen?.method.point_relais && !priced.point) {
    throw badRequest(
      'Choisissez un point retrait.',
      { point_relais: ['Choisissez un point retrait.'] },
      'pickup_point_required',
    );
  }
  const tel = priced.address.tel || priced.customer?.tel || '';
  if (paiement.mode === 'lien' && paiement.canal === 'sms' && !tel) {
    const message = 'Le client n’a pas de numéro de téléphone : envoyez le lien par e-mail.';
    throw badRequest(message, { 'paiement.canal': [message] }, 'customer_phone_missing');
  }
  const jobs: (() => void)[] = [];
  const { order, link } = await db.transaction(async (tx) => {
    const customer =
      input.client.type === 'existant'
        ? priced.customer!
        : await createUser(tx, {
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
    const order = await insertStaffOrder(tx, {
      user_id: customer.id,
      // No basket: a staff order's own handle, which no basket will ever carry.
      panier_hash: randomUUID(),
      langue: customer.langue,
      // The totals it was priced at: lines, delivery, discount, HT, TTC and VAT by rate.
      ...totals,
      livraison_methode_id: chosen!.method.id,
      // In the customer's language, as the storefront's checkout stores it: the payment page shows it.
      livraison_label: [
        chosen!.transporteur,
        localize(chosen!.method, customer.langue, ['label']).label,
        point && `${point.nom}, ${point.ligne1}, ${point.code_postal} ${point.ville}`,
      ]
        .filter(Boolean)
        .join(' — '),
      remise_id: remise?.id ?? null,
      remise_code: remise?.code ?? null,
      tva_pays: priced.tva.pays,
      adresse_livraison: priced.address,
      adresse_facturation: priced.address,
      point_relais: point,
      ambassadeur_id: remise?.ambassadeur_id ?? null,
      expire: new Date(Date.now() + holdHours * 3_600_000),
      test: paiement.mode === 'lien' && testMode,
    });
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
    await insertOrderLines(
      tx,
      sorted.map((line) => ({
        commande_id: order.id,
        declinaison_id: line.declinaison_id,
        qtt: line.qtt,
        prix_ht: line.prix_ht,
        prix_ttc: line.prix_ttc,
        remise: priced.remisesLignes.get(line.declinaison_id) ?? 0,
        tva_bps: line.tva_bps,
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
}
