import { mailSource, type MailTemplateSource } from './modules/mail-templates/mail-definition.ts';
import {
  addressTakenMail,
  googleLinkMail,
  invitationMail,
  recoveryMail,
  signUpMail,
} from './modules/auth/account-link-mails.ts';
import { newsletterConfirmationMail } from './modules/newsletter/newsletter-mail.ts';
import {
  orderConfirmationMail,
  parcelShipmentMail,
  paymentFailureMail,
  shipmentMail,
} from './modules/checkout/order-mail.ts';
import { refundMail } from './modules/orders/refund-mail.ts';
import { paymentLinkMail } from './modules/payment-links/payment-link-messages.ts';
import { returnRequestMail, withdrawalMail } from './modules/returns/withdrawal-mail.ts';
import { basketReminderMail } from './modules/basket/basket-reminder-mail.ts';
import { lotRecallMail } from './modules/stock/lot-recall-mail.ts';
import { backInStockMail } from './modules/stock/stock-alert-mails.ts';
import { statusMail } from './modules/workflows/status-mail.ts';

/**
 * The mails staff may reword in `ad/mails`, in the order the screen lists them. Each module keeps
 * its mail (shipped wording, placeholders, sample); this list only gathers them for the screen.
 */
export const EDITABLE_MAILS: readonly MailTemplateSource[] = [
  mailSource(orderConfirmationMail),
  mailSource(paymentFailureMail),
  mailSource(shipmentMail),
  mailSource(parcelShipmentMail),
  mailSource(statusMail),
  mailSource(refundMail),
  mailSource(withdrawalMail),
  mailSource(returnRequestMail),
  mailSource(signUpMail),
  mailSource(addressTakenMail),
  mailSource(recoveryMail),
  mailSource(googleLinkMail),
  mailSource(invitationMail),
  mailSource(paymentLinkMail),
  mailSource(backInStockMail),
  mailSource(basketReminderMail),
  mailSource(lotRecallMail),
  mailSource(newsletterConfirmationMail),
];
