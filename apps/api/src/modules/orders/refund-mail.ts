import { formatEuros, LOCALE_TAGS, type Locale } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { linkParagraph, mailDocument, paragraph } from '../checkout/mail-html.ts';
import { ORDER_MAIL_TEXTS } from '../checkout/order-mail-texts.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { selectCustomer } from './orders.queries.ts';
import { fillPlaceholders, mailTexts } from '../translations/mail-texts.ts';

type OrderRow = typeof commandes.$inferSelect;

/** The refund mail's texts, shipped with the interface messages (`courriels.remboursement`). */
const TEXTS = mailTexts('remboursement');

/** "We refunded you X on order N", in the order's language. */
export function renderRefundMail(input: {
  langue: Locale;
  prenom: string;
  numero: string;
  montantTtc: number;
  url: string;
}) {
  const all = ORDER_MAIL_TEXTS[input.langue];
  const texts = TEXTS[input.langue];
  const values = { numero: input.numero, montant: formatEuros(input.montantTtc, LOCALE_TAGS[input.langue]) };
  const hello = all.hello(input.prenom).trim();
  const body = fillPlaceholders(texts.corps, values);
  const text = [hello, body, `${texts.suivre} ${input.url}`, all.signature].join('\n\n');
  const html = mailDocument(
    input.langue,
    [paragraph(hello), paragraph(body), linkParagraph(texts.suivre, input.url), paragraph(all.signature)].join('\n'),
  );
  return { subject: fillPlaceholders(texts.sujet, values), text, html };
}

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
  const customer = await selectCustomer(tx, order.user_id);
  if (!customer) return false;
  const mail = renderRefundMail({
    langue: order.langue,
    prenom: customer.prenom,
    numero: order.numero ?? '',
    montantTtc: refund.montant_ttc,
    url: `${publicUrl}/${order.langue}/mon-compte/commandes/${order.hash}`,
  });
  await enqueueMail(tx, { to: customer.mail, ...mail, key: `remboursement:${refund.id}` });
  return true;
}
