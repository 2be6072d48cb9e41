import { formatEuros, LOCALE_TAGS } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { contactOf } from '../auth/users.service.ts';
import wording from './refund-mail.wording.json' with { type: 'json' };

type OrderRow = typeof commandes.$inferSelect;

export interface RefundMailInput {
  prenom: string;
  numero: string;
  montantTtc: number;
  url: string;
}

/** "We refunded you X on order N", in the order's language. */
export const refundMail: MailDefinition<RefundMailInput> = {
  cle: 'remboursement',
  shipped: shippedMails(wording.remboursement),
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
