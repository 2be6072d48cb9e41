import { mailSource, type MailTemplateSource } from './modules/mail-templates/mail-definition.ts';
import { invitationMail, recoveryMail } from './modules/auth/account-link-mails.ts';
import {
  orderConfirmationMail,
  parcelShipmentMail,
  paymentFailureMail,
  shipmentMail,
} from './modules/checkout/order-mail.ts';
import { refundMail } from './modules/orders/refund-mail.ts';
import { paymentLinkMail } from './modules/payment-links/payment-link-messages.ts';
import { returnRequestMail, withdrawalMail } from './modules/returns/withdrawal-mail.ts';
import { backInStockMail } from './modules/stock/stock-alert-mails.ts';

/**
 * The mails staff may reword in `ad/mails`, in the order the screen lists them. Each module keeps
 * its mail (shipped wording, placeholders, sample); this list only gathers them for the screen.
 */
export const EDITABLE_MAILS: readonly MailTemplateSource[] = [
  mailSource(orderConfirmationMail),
  mailSource(paymentFailureMail),
  mailSource(shipmentMail),
  mailSource(parcelShipmentMail),
  mailSource(refundMail),
  mailSource(withdrawalMail),
  mailSource(returnRequestMail),
  mailSource(recoveryMail),
  mailSource(invitationMail),
  mailSource(paymentLinkMail),
  mailSource(backInStockMail),
];
