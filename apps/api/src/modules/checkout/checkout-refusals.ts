import { AppError, badRequest } from '../../lib/errors.ts';

/** Refusals the storefront's checkout and the staff order both answer, in the same words. */

export const basketEmpty = () => new AppError(409, 'Votre panier est vide.', {}, 'basket_empty');

export const deliveryMethodUnavailable = () =>
  badRequest(
    'Mode de livraison indisponible.',
    { livraison: ["Ce mode de livraison n'est pas proposé pour cette adresse."] },
    'delivery_method_unavailable',
  );

export const pickupPointUnavailable = () =>
  badRequest(
    'Point retrait indisponible.',
    { point_relais: ["Ce point retrait n'est pas proposé pour ce mode de livraison et cette adresse."] },
    'pickup_point_unavailable',
  );

export const discountCodeUnknown = () =>
  badRequest("Ce code n'existe pas.", { code: ["Ce code n'existe pas."] }, 'discount_code_unknown');

/** A code that exists but does not apply here (its rules' words). */
export const discountCodeRefused = (refusal: string) =>
  badRequest(refusal, { code: [refusal] }, 'discount_code_refused');
