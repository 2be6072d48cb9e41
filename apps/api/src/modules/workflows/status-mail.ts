import type { Locale } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { linkParagraph, mailDocument, paragraph } from '../mail-templates/mail-html.ts';
import { ORDER_MAIL_TEXTS } from '../checkout/order-mail-texts.ts';
import { selectCustomer } from '../orders/orders.service.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { selectStatus } from './workflows.queries.ts';

type OrderRow = typeof commandes.$inferSelect;

const TEXTS: Record<
  Locale,
  { subject: (numero: string) => string; body: (numero: string, label: string) => string; follow: string }
> = {
  fr: {
    subject: (numero) => `Votre commande ${numero} a changé de statut`,
    body: (numero, label) => `Votre commande ${numero} est désormais : ${label}.`,
    follow: 'Suivre votre commande :',
  },
  en: {
    subject: (numero) => `Your order ${numero} has a new status`,
    body: (numero, label) => `Your order ${numero} is now: ${label}.`,
    follow: 'Follow your order:',
  },
  es: {
    subject: (numero) => `Su pedido ${numero} ha cambiado de estado`,
    body: (numero, label) => `Su pedido ${numero} está ahora: ${label}.`,
    follow: 'Seguir su pedido:',
  },
  de: {
    subject: (numero) => `Ihre Bestellung ${numero} hat einen neuen Status`,
    body: (numero, label) => `Ihre Bestellung ${numero} ist jetzt: ${label}.`,
    follow: 'Bestellung verfolgen:',
  },
};

/** The short "your order is now …" mail, in the order's language, with the status's configured label. */
export function renderStatusMail(input: {
  langue: Locale;
  prenom: string;
  numero: string;
  label: string;
  url: string;
}) {
  const all = ORDER_MAIL_TEXTS[input.langue];
  const texts = TEXTS[input.langue];
  const hello = all.hello(input.prenom).trim();
  const body = texts.body(input.numero, input.label);
  const text = [hello, body, `${texts.follow} ${input.url}`, all.signature].join('\n\n');
  const html = mailDocument(
    input.langue,
    [paragraph(hello), paragraph(body), linkParagraph(texts.follow, input.url), paragraph(all.signature)].join('\n'),
  );
  return { subject: texts.subject(input.numero), text, html };
}

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
  const customer = await selectCustomer(tx, order.user_id);
  if (!customer) return false;
  const label = (order.langue === 'fr' ? null : status.traductions[order.langue]?.label?.trim()) || status.label;
  const mail = renderStatusMail({
    langue: order.langue,
    prenom: customer.prenom,
    numero: order.numero ?? '',
    label,
    url: `${publicUrl}/${order.langue}/mon-compte/commandes/${order.hash}`,
  });
  await enqueueMail(tx, { to: customer.mail, ...mail, key: `commande-statut:${order.id}:${order.statut}` });
  return true;
}
