import type { CheckoutChoices, Locale } from '@boutique/domain';
import { badRequest } from '../../lib/errors.ts';
import {
  basketEmpty,
  deliveryMethodUnavailable,
  discountCodeRefused,
  discountCodeUnknown,
  pickupPointUnavailable,
} from './checkout-refusals.ts';
import { judgeDiscount } from './checkout-discount-check.ts';
import {
  selectCheckoutBasket,
  selectDeliveryMethods,
  selectDiscountByCode,
  selectNearestRelayPoints,
  selectUserAddresses,
  upsertChoices,
} from './checkout-state.queries.ts';
import { quoteCheckout, type CheckoutQuoteDeps } from './quote-checkout.ts';

/** Saves the fields the customer changed, after checking each belongs to them and applies. */
export async function saveCheckoutChoices(
  deps: CheckoutQuoteDeps,
  userId: number,
  hash: string,
  input: CheckoutChoices,
  locale: Locale,
) {
  const { db } = deps;
  const basketRow = await selectCheckoutBasket(db, hash, userId);
  if (!basketRow) throw basketEmpty();
  const addresses = await selectUserAddresses(db, userId);
  const ownAddress = (field: 'adresse_livraison' | 'adresse_facturation') => {
    const id = input[field];
    if (id === undefined || id === null) return id;
    if (!addresses.some((address) => address.id === id)) {
      throw badRequest('Adresse inconnue.', { [field]: ['Adresse inconnue.'] }, 'address_not_found');
    }
    return id;
  };
  const values: Parameters<typeof upsertChoices>[3] = {};
  const delivery = ownAddress('adresse_livraison');
  if (delivery !== undefined) values.adresse_livraison_id = delivery;
  const billing = ownAddress('adresse_facturation');
  if (billing !== undefined) values.adresse_facturation_id = billing;
  if (input.livraison !== undefined || input.point_relais !== undefined) {
    const address = addresses.find((candidate) => candidate.id === delivery) ?? null;
    const current = await quoteCheckout(deps, userId, hash, locale);
    const country = address?.pays ?? current.livraison?.pays ?? 'FR';
    const available = await selectDeliveryMethods(db, country);
    if (input.livraison !== undefined) {
      if (input.livraison !== null && !available.some(({ method }) => method.id === input.livraison)) {
        throw deliveryMethodUnavailable();
      }
      values.methode_livraison_id = input.livraison;
    }
    if (input.point_relais !== undefined && input.point_relais !== null) {
      const methodId = input.livraison ?? current.state.choix.livraison;
      const method = available.find((candidate) => candidate.method.id === methodId)?.method;
      const postcode = address?.code_postal ?? current.livraison?.code_postal ?? '';
      const points = method?.point_relais
        ? await selectNearestRelayPoints(db, method.transporteur_id, country, postcode)
        : [];
      if (!points.some((point) => point.id === input.point_relais)) {
        throw pickupPointUnavailable();
      }
    }
    if (input.point_relais !== undefined) values.point_relais_id = input.point_relais;
  }
  if (input.code !== undefined) {
    values.remise_id = input.code === null ? null : (await checkedDiscount(deps, userId, hash, input.code, locale)).id;
  }
  if (input.cgv !== undefined) values.cgv = input.cgv ? new Date() : null;
  await upsertChoices(db, basketRow.id, userId, values);
  return (await quoteCheckout(deps, userId, hash, locale)).state;
}

async function checkedDiscount(deps: CheckoutQuoteDeps, userId: number, hash: string, code: string, locale: Locale) {
  const { db, baskets } = deps;
  const remise = await selectDiscountByCode(db, code);
  if (!remise) throw discountCodeUnknown();
  const panier = await baskets.getBasket(hash, userId, locale);
  const { refusal } = await judgeDiscount(deps, remise, panier, userId, hash);
  if (refusal) throw discountCodeRefused(refusal);
  return remise;
}
