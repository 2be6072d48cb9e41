import { formatEuros, LOCALE_TAGS, type Locale, type MailTemplate } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { escapeHtml } from '../mail-templates/mail-html.ts';
import { customerMail } from '../mail-templates/shipped-template.ts';

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

const SHIPPED: Record<Locale, MailTemplate> = {
  fr: customerMail(
    'fr',
    'Votre panier vous attend chez Maison Orcaviar',
    [
      'Vous avez laissé ces soins dans votre panier :',
      { bloc: 'lignes' },
      { lien: 'Retrouver votre panier :', url: 'lien_panier' },
    ],
    [
      {
        lien: 'Vous recevez cet e-mail car vous avez accepté nos e-mails commerciaux. Ne plus en recevoir :',
        url: 'lien_desinscription',
      },
    ],
  ),
  en: customerMail(
    'en',
    'Your basket is waiting at Maison Orcaviar',
    [
      'You left these products in your basket:',
      { bloc: 'lignes' },
      { lien: 'Back to your basket:', url: 'lien_panier' },
    ],
    [
      {
        lien: 'You receive this email because you agreed to our marketing emails. Stop receiving them:',
        url: 'lien_desinscription',
      },
    ],
  ),
  es: customerMail(
    'es',
    'Su cesta le espera en Maison Orcaviar',
    ['Dejó estos productos en su cesta:', { bloc: 'lignes' }, { lien: 'Volver a su cesta:', url: 'lien_panier' }],
    [
      {
        lien: 'Recibe este correo porque aceptó nuestros correos comerciales. Dejar de recibirlos:',
        url: 'lien_desinscription',
      },
    ],
  ),
  de: customerMail(
    'de',
    'Ihr Warenkorb wartet bei Maison Orcaviar',
    [
      'Sie haben diese Pflegeprodukte in Ihrem Warenkorb gelassen:',
      { bloc: 'lignes' },
      { lien: 'Zurück zu Ihrem Warenkorb:', url: 'lien_panier' },
    ],
    [
      {
        lien: 'Sie erhalten diese E-Mail, weil Sie unseren Werbe-E-Mails zugestimmt haben. Keine mehr erhalten:',
        url: 'lien_desinscription',
      },
    ],
  ),
};

/**
 * "Your basket is waiting", in the customer's language: the lines at today's prices and stock,
 * the way back to the basket, and the one-click unsubscribe of marketing mail.
 */
export const basketReminderMail: MailDefinition<BasketReminderInput> = {
  cle: 'relance_panier',
  shipped: SHIPPED,
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
