import type { ReasonedRefusal } from '@boutique/domain';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';

/*
 * The links' refusals, each with the reason a client acts on (the back office offers to resend
 * tomorrow on a quota, the public page says the link is settled or lapsed).
 */

export const linkNotFound = (message: string) => notFound(message, 'payment_link_not_found');

export const linkPaid = () => new AppError(409, 'Ce lien a déjà été payé.', {}, 'payment_link_paid');

/** A link bound to an order whose hold ended: only a new link can pay it. */
export const linkExpired = () =>
  new AppError(
    409,
    'Ce lien de paiement a expiré : contactez-nous pour recevoir un nouveau lien.',
    {},
    'payment_link_expired',
  );

export const noMail = () =>
  badRequest('Ce lien n’a pas d’adresse e-mail.', { mail: ['Adresse e-mail manquante.'] }, 'payment_link_mail_missing');

export const noPhone = () =>
  badRequest('Ce lien n’a pas de numéro de téléphone.', { tel: ['Numéro manquant.'] }, 'payment_link_phone_missing');

export const mailQuotaReached = () =>
  new AppError(429, 'Trop d’e-mails envoyés pour ce lien aujourd’hui.', {}, 'payment_link_mail_quota');

export const smsQuotaReached = () =>
  new AppError(429, 'Trop de SMS envoyés pour ce lien aujourd’hui.', {}, 'payment_link_sms_quota');

/** A change the link's rules refuse (paymentLinkEditRefusal). */
export const editRefused = (refusal: ReasonedRefusal) => new AppError(409, refusal.message, {}, refusal.reason);
