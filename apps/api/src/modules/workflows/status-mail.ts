import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import { contactOf } from '../auth/users.service.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { selectStatus } from './workflows.queries.ts';
import wording from './status-mail.wording.json' with { type: 'json' };

type OrderRow = typeof commandes.$inferSelect;

export interface StatusMailInput {
  prenom: string;
  numero: string;
  /** The status's label as configured, in the order's language. */
  label: string;
  url: string;
}

/** The short "your order is now …" mail, in the order's language, with the status's configured label. */
export const statusMail: MailDefinition<StatusMailInput> = {
  cle: 'statut_commande',
  shipped: shippedMails(wording.statut_commande),
  view: (input) => ({
    valeurs: { prenom: input.prenom, numero: input.numero, statut: input.label, lien_commande: input.url },
  }),
  sample: (langue, publicUrl) => ({
    prenom: 'Camille',
    numero: 'OC-2026-000042',
    label: 'En préparation',
    url: `${publicUrl}/${langue}/mon-compte/commandes/exemple`,
  }),
};

/**
 * Queues the status mail when an order has just entered a status whose `mail_client` is on, in
 * the transaction that changed it. The outbox key is the order's and the status's, so it leaves
 * once per (order, status). 'expediee' has its own mail (the shipment mail, with the tracking
 * number): that one counts as the status's mail, and nothing more is queued here.
 */
export async function enqueueStatusMail(tx: Transaction, order: OrderRow, publicUrl: string) {
  if (order.statut === 'expediee') return false;
  const status = await selectStatus(tx, order.statut);
  if (!status?.mail_client) return false;
  const customer = await contactOf(tx, order.user_id);
  if (!customer) return false;
  const label = (order.langue === 'fr' ? null : status.traductions[order.langue]?.label?.trim()) || status.label;
  const mail = await renderMail(tx, statusMail, order.langue, {
    prenom: customer.prenom,
    numero: order.numero ?? '',
    label,
    url: `${publicUrl}/${order.langue}/mon-compte/commandes/${order.hash}`,
  });
  await enqueueMail(tx, { to: customer.mail, ...mail, key: `commande-statut:${order.id}:${order.statut}` });
  return true;
}
