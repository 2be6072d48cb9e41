import { formatEuros } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { readShopMailAddress } from '../shop-info/shop-info.service.ts';

type OrderRow = typeof commandes.$inferSelect;

/** What checkout knows of a sale the moment it is paid. */
export interface PaidOrder {
  order: OrderRow;
  customer: { prenom: string; nom: string; mail: string } | null;
  lines: readonly { produit_label: string; label: string; qtt: number }[];
}

/** The outbox key of the shop's mail about an order: one per order, whatever delivers the payment. */
export const newOrderMailKey = (orderId: number) => `commande-boutique:${orderId}`;

/**
 * The shop's mail about a new paid order, in French (the team's language): number, customer,
 * total, what to prepare and the link to the order's page in the back office. An order paid after
 * its hold lapsed ('a_verifier') says so in its subject. Nothing the customer typed goes into the
 * subject.
 */
export function renderNewOrderMail({ order, customer, lines }: PaidOrder, publicUrl: string) {
  const numero = order.numero ?? `n° ${order.id}`;
  const total = formatEuros(order.total_ttc, 'fr-FR');
  const toCheck = order.statut === 'a_verifier';
  const subject = `${order.test ? '[TEST] ' : ''}${toCheck ? 'Commande à vérifier' : 'Nouvelle commande'} ${numero} – ${total}`;
  const name = customer ? [customer.prenom, customer.nom].filter(Boolean).join(' ') : '';
  const text = [
    toCheck ? `Commande payée à vérifier : ${numero}` : `Nouvelle commande payée : ${numero}`,
    order.test ? 'Paiement de test : aucun argent n’a été encaissé.' : null,
    toCheck && order.note ? order.note : null,
    '',
    customer ? `Client : ${name ? `${name} <${customer.mail}>` : customer.mail}` : null,
    `Total TTC : ${total}`,
    order.livraison_label ? `Livraison : ${order.livraison_label}` : null,
    order.point_relais ? `Point relais : ${order.point_relais.nom}, ${order.point_relais.ville}` : null,
    order.remise_code ? `Code de réduction : ${order.remise_code}` : null,
    '',
    ...(lines.length
      ? ['Articles :', ...lines.map((line) => `- ${line.qtt} × ${line.produit_label} (${line.label})`), '']
      : []),
    `Voir la commande : ${publicUrl}/fr/ad/commandes/${order.hash}`,
  ].filter((line) => line !== null);
  return { subject, text: text.join('\n') };
}

/**
 * Queues the shop's mail about a paid order, inside the payment's transaction: it exists if and
 * only if the sale does, and its key keeps it single when the provider delivers the payment twice.
 */
export function createNewOrderMail({ publicUrl, fallbackAddress }: { publicUrl: string; fallbackAddress: string }) {
  return async (tx: Transaction, paid: PaidOrder) => {
    const to = await readShopMailAddress(tx, fallbackAddress);
    await enqueueMail(tx, { to, ...renderNewOrderMail(paid, publicUrl), key: newOrderMailKey(paid.order.id) });
  };
}

export type NewOrderMail = ReturnType<typeof createNewOrderMail>;
