import { formatEuros, LOCALE_TAGS, type Locale, type MailTemplate } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { customerMail } from '../mail-templates/shipped-template.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { contactOf } from '../auth/users.service.ts';

type OrderRow = typeof commandes.$inferSelect;

const SHIPPED: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Remboursement de votre commande {{numero}}', [
    'Nous venons de vous rembourser {{montant}} sur votre commande {{numero}}. Le montant apparaîtra sur votre relevé sous quelques jours, selon votre banque.',
    { lien: 'Voir votre commande :', url: 'lien_commande' },
  ]),
  en: customerMail('en', 'Refund for your order {{numero}}', [
    'We have just refunded {{montant}} on your order {{numero}}. The amount will appear on your statement within a few days, depending on your bank.',
    { lien: 'See your order:', url: 'lien_commande' },
  ]),
  es: customerMail('es', 'Reembolso de su pedido {{numero}}', [
    'Acabamos de reembolsarle {{montant}} de su pedido {{numero}}. El importe aparecerá en su extracto en unos días, según su banco.',
    { lien: 'Ver su pedido:', url: 'lien_commande' },
  ]),
  de: customerMail('de', 'Erstattung für Ihre Bestellung {{numero}}', [
    'Wir haben Ihnen soeben {{montant}} für Ihre Bestellung {{numero}} erstattet. Der Betrag erscheint je nach Bank in einigen Tagen auf Ihrem Kontoauszug.',
    { lien: 'Ihre Bestellung ansehen:', url: 'lien_commande' },
  ]),
};

export interface RefundMailInput {
  prenom: string;
  numero: string;
  montantTtc: number;
  url: string;
}

/** "We refunded you X on order N", in the order's language. */
export const refundMail: MailDefinition<RefundMailInput> = {
  cle: 'remboursement',
  shipped: SHIPPED,
  view: (input, langue) => ({
    valeurs: {
      prenom: input.prenom,
      numero: input.numero,
      montant: formatEuros(input.montantTtc, LOCALE_TAGS[langue]),
      lien_commande: input.url,
    },
  }),
  sample: (langue, publicUrl) => ({
    prenom: 'Camille',
    numero: 'OC-2026-000042',
    montantTtc: 6_900,
    url: `${publicUrl}/${langue}/mon-compte/commandes/exemple`,
  }),
};

/**
 * Queues the customer's mail about one refund made, in the transaction that records it: the
 * outbox key is the refund's (`remboursement:{id}`), so it leaves once.
 */
export async function enqueueRefundMail(
  tx: Transaction,
  order: OrderRow,
  refund: { id: number; montant_ttc: number },
  publicUrl: string,
) {
  const customer = await contactOf(tx, order.user_id);
  if (!customer) return false;
  const mail = await renderMail(tx, refundMail, order.langue, {
    prenom: customer.prenom,
    numero: order.numero ?? '',
    montantTtc: refund.montant_ttc,
    url: `${publicUrl}/${order.langue}/mon-compte/commandes/${order.hash}`,
  });
  await enqueueMail(tx, { to: customer.mail, ...mail, key: `remboursement:${refund.id}` });
  return true;
}
