import { notFound } from '../../lib/errors.ts';

/** An intent this shop does not know (or no longer), for the card form and the return page alike. */
export const paymentNotFound = () => notFound('Paiement inconnu.', 'payment_not_found');
