import type { PaymentLinkInput } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { MailDispatcher } from '../outbox/outbox.service.ts';
import { createOrderPaymentLink, createPaymentLink } from './create-payment-link.ts';
import {
  cancelRepricedIntent,
  forgetRepricedIntent,
  removePaymentLink,
  updatePaymentLink,
} from './edit-payment-link.ts';
import { listPaymentLinks } from './list-payment-links.ts';
import { openPaymentLink } from './open-payment-link.ts';
import { paymentLinkUrl, type LinkRow } from './payment-link-rows.ts';
import { sendPaymentLink } from './send-payment-link.ts';
import { settleLinkPayments } from './settle-link-payment.ts';

export { paymentLinkUrl } from './payment-link-rows.ts';

/**
 * Payment links, one use case a file: list, create (by staff or for a staff order), edit and
 * delete, send by mail or SMS, open the public page, and settle the payment.
 */
export function createPaymentLinksService(deps: {
  db: Database;
  provider: PaymentProvider;
  events: PaymentEvents;
  mails: MailDispatcher;
  publicUrl: string;
}) {
  const { db, provider, events, publicUrl } = deps;
  settleLinkPayments(events);

  return {
    list: (user: AuthenticatedUser, du: string, au: string) => listPaymentLinks(db, user, du, au),
    create: (user: AuthenticatedUser, input: PaymentLinkInput) => createPaymentLink(db, user, input),
    update: (user: AuthenticatedUser, id: number, input: PaymentLinkInput) => updatePaymentLink(deps, user, id, input),
    remove: (user: AuthenticatedUser, id: number) => removePaymentLink(deps, user, id),
    notify: (user: AuthenticatedUser, id: number, channel: 'mail' | 'tel') => sendPaymentLink(deps, user, id, channel),
    publicIntent: (hash: string) => openPaymentLink(deps, hash),
    createForOrder: createOrderPaymentLink,
    forgetRepricedIntent,
    cancelRepricedIntent: (before: { montant: number; intent: string | null }, after: { montant: number }) =>
      cancelRepricedIntent(provider, before, after),
    publicUrlOf: (link: Pick<LinkRow, 'langue' | 'hash'>) => paymentLinkUrl(publicUrl, link),
  };
}

export type PaymentLinksService = ReturnType<typeof createPaymentLinksService>;
