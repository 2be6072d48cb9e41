import { formatEuros, LOCALE_TAGS, type Locale } from '@boutique/domain';
import { escapeHtml, linkParagraph, mailDocument, paragraph } from '../mail-templates/mail-html.ts';
import type { MailMessage } from '../outbox/outbox.service.ts';
import { fillPlaceholders, mailTexts } from '../translations/mail-texts.ts';

/** The reminder's texts, shipped with the interface messages (`courriels.relance_panier`). */
const TEXTS = mailTexts('relance_panier');

/** A basket line as the reminder lists it: today's price, or unavailable when out of stock. */
export interface ReminderLine {
  produit: string;
  format: string;
  qtt: number;
  /** TTC cents for the line at today's price; null when it cannot be bought now. */
  prixTtc: number | null;
}

/**
 * "Your basket is waiting", in the customer's language: the lines at today's prices and stock,
 * the way back to the basket, and the one-click unsubscribe of marketing mail (RFC 8058 headers
 * too). Keyed by the basket (`relance-panier:{hash}`), so it is queued once.
 */
export function renderBasketReminder(input: {
  hash: string;
  to: string;
  prenom: string;
  langue: Locale;
  lines: readonly ReminderLine[];
  basketUrl: string;
  unsubscribeUrl: string;
  unsubscribeApiUrl: string;
}): MailMessage {
  const texts = TEXTS[input.langue];
  const greeting = input.prenom.trim()
    ? fillPlaceholders(texts.bonjour, { prenom: input.prenom.trim() })
    : texts.bonjour_anonyme;
  const lines = input.lines.map((line) => {
    const values = { produit: line.produit, format: line.format, qtt: String(line.qtt) };
    return line.prixTtc === null
      ? fillPlaceholders(texts.indisponible, values)
      : fillPlaceholders(texts.ligne, { ...values, prix: formatEuros(line.prixTtc, LOCALE_TAGS[input.langue]) });
  });
  const list = `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  return {
    to: input.to,
    subject: texts.sujet,
    text: [
      greeting,
      texts.intro,
      lines.map((line) => `- ${line}`).join('\n'),
      `${texts.lien} ${input.basketUrl}`,
      `${texts.desinscription} ${input.unsubscribeUrl}`,
      'Maison Orcaviar',
    ].join('\n\n'),
    html: mailDocument(
      input.langue,
      [
        paragraph(greeting),
        paragraph(texts.intro),
        list,
        linkParagraph(texts.lien, input.basketUrl),
        paragraph('Maison Orcaviar'),
        linkParagraph(texts.desinscription, input.unsubscribeUrl),
      ].join('\n'),
    ),
    key: `relance-panier:${input.hash}`,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeApiUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
