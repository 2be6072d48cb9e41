import { formatEuros, LOCALE_TAGS, type Locale } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { escapeHtml } from '../mail-templates/mail-html.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import wording from './basket-reminder-mail.wording.json' with { type: 'json' };

/** A basket line as the reminder lists it: today's price, or unavailable when out of stock. */
export interface ReminderLine {
  produit: string;
  format: string;
  qtt: number;
  /** TTC cents for the line at today's price; null when it cannot be bought now. */
  prixTtc: number | null;
}

export interface BasketReminderInput {
  prenom: string;
  lines: readonly ReminderLine[];
  basketUrl: string;
  unsubscribeUrl: string;
}

/** A line's words in the list the mail draws: "Crème (Pot 50 ml) × 2 : 240,00 €". */
const LINE_TEXTS: Record<Locale, { colon: string; unavailable: string }> = {
  fr: { colon: ' : ', unavailable: 'momentanément indisponible' },
  en: { colon: ': ', unavailable: 'temporarily unavailable' },
  es: { colon: ': ', unavailable: 'agotado por el momento' },
  de: { colon: ': ', unavailable: 'vorübergehend nicht verfügbar' },
};

/**
 * "Your basket is waiting", in the customer's language: the lines at today's prices and stock,
 * the way back to the basket, and the one-click unsubscribe of marketing mail.
 */
export const basketReminderMail: MailDefinition<BasketReminderInput> = {
  cle: 'relance_panier',
  shipped: shippedMails(wording.relance_panier),
  view: (input, langue) => {
    const texts = LINE_TEXTS[langue];
    const lines = input.lines.map(
      (line) =>
        `${line.produit} (${line.format}) × ${line.qtt}${texts.colon}${
          line.prixTtc === null ? texts.unavailable : formatEuros(line.prixTtc, LOCALE_TAGS[langue])
        }`,
    );
    return {
      valeurs: {
        prenom: input.prenom.trim(),
        lien_panier: input.basketUrl,
        lien_desinscription: input.unsubscribeUrl,
      },
      blocs: {
        html: { lignes: `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` },
        texte: { lignes: lines.map((line) => `- ${line}`).join('\n') },
      },
    };
  },
  sample: (langue, publicUrl) => ({
    prenom: 'Camille',
    lines: [
      { produit: 'Crème riche au caviar', format: 'Pot 50 ml', qtt: 1, prixTtc: 12_000 },
      { produit: 'Sérum éclat', format: 'Flacon 30 ml', qtt: 2, prixTtc: null },
    ],
    basketUrl: `${publicUrl}/${langue}/checkout`,
    unsubscribeUrl: `${publicUrl}/${langue}/newsletter/desinscription/exemple`,
  }),
};
