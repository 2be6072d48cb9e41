import {
  calculateLineDiscountsByVariant,
  checkoutTotals,
  deliveryPrice,
  deliveryPriceForRegime,
  lineVatRateBps,
  priceForRegime,
  vatRateBps,
  discountableTtc,
  discountAmount,
  discountAppliesTo,
  discountRefusal,
  type AddressSnapshot,
  type StaffOrderQuoteInputSchema,
} from '@boutique/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  deliveryMethodUnavailable,
  discountCodeRefused,
  discountCodeUnknown,
  pickupPointUnavailable,
} from './checkout-refusals.ts';
import { findUser } from '../auth/users.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { FRANCO_KEY } from './checkout-state.service.ts';
import { destinationVat } from './destination-vat.ts';
import {
  countDiscountUses,
  selectDeliveryMethods,
  selectDiscountByCode,
  selectDiscountScope,
  selectIntegerSetting,
  selectNearestRelayPoints,
} from './checkout-state.queries.ts';
import { selectCustomerAddress, selectOrderVariants } from './staff-order.queries.ts';

export type StaffOrderQuoteInput = z.output<typeof StaffOrderQuoteInputSchema>;

const snapshotOf = ({ prenom, nom, societe, ligne1, ligne2, code_postal, ville, pays, tel }: AddressSnapshot) =>
  ({ prenom, nom, societe, ligne1, ligne2, code_postal, ville, pays, tel }) satisfies AddressSnapshot;

/** The order's lines, address, delivery, discount and totals, as checkout would price them. */
export async function priceStaffOrder(
  db: Database,
  catalogue: Pick<CatalogueService, 'rangesOf' | 'weightsOf'>,
  input: StaffOrderQuoteInput,
) {
  const customer = input.client.type === 'existant' ? await findUser(db, input.client.id) : null;
  if (input.client.type === 'existant' && !customer) {
    throw badRequest('Client introuvable.', { client: ['Client introuvable.'] }, 'customer_not_found');
  }
  const variants = await selectOrderVariants(
    db,
    input.lignes.map((line) => line.declinaison_id),
  );
  const frenchLines = input.lignes.map((line, index) => {
    const variant = variants.find((candidate) => candidate.declinaison_id === line.declinaison_id);
    if (!variant)
      throw badRequest(
        'Produit introuvable.',
        { [`lignes.${index}.declinaison_id`]: ['Produit introuvable.'] },
        'product_not_found',
      );
    return { ...variant, qtt: line.qtt };
  });
  let address: AddressSnapshot;
  if (input.adresse.type === 'existante') {
    const row = customer ? await selectCustomerAddress(db, customer.id, input.adresse.id) : null;
    if (!row)
      throw badRequest(
        'Adresse inconnue.',
        { adresse: ['Cette adresse n’est pas celle du client.'] },
        'address_not_found',
      );
    address = snapshotOf(row);
  } else {
    address = snapshotOf(input.adresse);
  }
  // VAT by destination, as at checkout: the lines and delivery priced for the address's country.
  const { regime, mode } = await destinationVat(db, address.pays);
  const lines = frenchLines.map((line) => ({
    ...line,
    ...priceForRegime(line, regime, mode),
    tva_bps: lineVatRateBps(vatRateBps(line), regime),
  }));

  const lignesTtc = lines.reduce((sum, line) => sum + line.prix_ttc * line.qtt, 0);
  const remise = input.code ? await selectDiscountByCode(db, input.code) : null;
  if (input.code && !remise) throw discountCodeUnknown();
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
    if (refusal) throw discountCodeRefused(refusal);
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
      prix_ttc: deliveryPriceForRegime(deliveryPrice(method, lignesTtc - remiseTtc, francoTtc, parcel), regime, mode),
      points: method.point_relais
        ? await selectNearestRelayPoints(db, method.transporteur_id, address.pays, address.code_postal)
        : [],
    })),
  );
  const offered = methods.filter((entry) => !entry.method.point_relais || entry.points.length > 0);
  const chosen = input.livraison === null ? null : offered.find((entry) => entry.method.id === input.livraison);
  if (chosen === undefined) {
    throw deliveryMethodUnavailable();
  }
  const point = chosen?.method.point_relais ? chosen.points.find((entry) => entry.id === input.point_relais) : null;
  if (chosen?.method.point_relais && !point && input.point_relais !== null) {
    throw pickupPointUnavailable();
  }
  const discounted = scope ? scoped.map((line) => discountAppliesTo(scope, line)) : undefined;
  const totals = checkoutTotals(lines, chosen?.prix_ttc ?? 0, remiseTtc, discounted);
  // Each line's share as the customer gets it, stored on the order's lines for refunds.
  const remisesLignes = calculateLineDiscountsByVariant(lines, remiseTtc, discounted);
  return {
    customer,
    lines,
    address,
    remise: remise ?? null,
    offered,
    chosen,
    point: point ?? null,
    totals,
    remisesLignes,
    tva: regime,
  };
}
