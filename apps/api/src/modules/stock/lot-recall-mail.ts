import type { Locale } from '@boutique/domain';
import { mailDocument, paragraph } from '../mail-templates/mail-html.ts';
import { ORDER_MAIL_TEXTS } from '../checkout/order-mail-texts.ts';
import type { MailMessage } from '../outbox/outbox.service.ts';
import { fillPlaceholders, mailTexts } from '../translations/mail-texts.ts';

/** The recall mail's texts, shipped with the interface messages (`courriels.rappel_lot`). */
const TEXTS = mailTexts('rappel_lot');

/**
 * "We recall lot X of the product you received", in the customer's order's language; keyed by lot
 * and customer (`rappel-lot:{lot}:{user}`), so each customer gets it once however often staff send.
 */
export function renderLotRecallMail(input: {
  lotId: number;
  userId: number;
  to: string;
  prenom: string;
  langue: Locale;
  produit: string;
  format: string;
  lot: string;
  numero: string;
}): MailMessage {
  const texts = TEXTS[input.langue];
  const all = ORDER_MAIL_TEXTS[input.langue];
  const values = { produit: input.produit, format: input.format, lot: input.lot, numero: input.numero };
  const hello = all.hello(input.prenom).trim();
  const body = fillPlaceholders(texts.corps, values);
  return {
    to: input.to,
    subject: fillPlaceholders(texts.sujet, values),
    text: [hello, body, texts.suite, all.signature].join('\n\n'),
    html: mailDocument(
      input.langue,
      [paragraph(hello), paragraph(body), paragraph(texts.suite), paragraph(all.signature)].join('\n'),
    ),
    key: `rappel-lot:${input.lotId}:${input.userId}`,
  };
}
