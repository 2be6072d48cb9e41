import { LOCALE_TAGS, shopDateTimeFormat, type Locale, type MailTemplate, type ReturnKind } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { MailDefinition, MailView } from '../mail-templates/mail-definition.ts';
import { escapeHtml, paragraph } from '../mail-templates/mail-html.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { shippedTemplate } from '../mail-templates/shipped-template.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { WITHDRAWAL_MAIL_TEXTS } from './withdrawal-mail-texts.ts';

export interface WithdrawalMailInput {
  langue: Locale;
  type: ReturnKind;
  nom: string;
  email: string;
  numero: string;
  message: string;
  lignes: readonly { produit_label: string; label: string; qtt: number; scelle: boolean }[];
  at: Date;
  url: string;
}

/** The withdrawal's time as the mail states it: long date, hours and minutes, Paris time, said so. */
export function formatWithdrawalTime(at: Date, langue: Locale): string {
  const when = shopDateTimeFormat(LOCALE_TAGS[langue], { dateStyle: 'long', timeStyle: 'short' }).format(at);
  return `${when} (${WITHDRAWAL_MAIL_TEXTS[langue].parisTime})`;
}

/**
 * The statement as received (who, which order, which units, which contact, when) and, for a
 * withdrawal of sealed products, the hygiene notice: blocks in fixed words, as the law wants them.
 */
function statementView(input: WithdrawalMailInput, langue: Locale): MailView {
  const texts = WITHDRAWAL_MAIL_TEXTS[langue];
  const colon = langue === 'fr' ? ' : ' : ': ';
  const items = input.lignes.map((line) => `${line.qtt} × ${line.produit_label} – ${line.label}`);
  const fields: [string, string][] = [
    [texts.name, input.nom],
    [texts.order, input.numero],
    [texts.contact, input.email],
    [texts.at, formatWithdrawalTime(input.at, langue)],
    ...(input.message ? ([[texts.message, input.message]] as [string, string][]) : []),
  ];
  const sealed = input.type === 'retractation' && input.lignes.some((line) => line.scelle) ? texts.sealed : '';
  return {
    valeurs: { nom: input.nom, numero: input.numero, lien_commande: input.url },
    blocs: {
      html: {
        declaration: [
          `<h2 style="font-size:16px">${escapeHtml(texts.statement)}</h2>`,
          ...fields.map(([label, value]) => paragraph(`${label}${colon}${value}`)),
          paragraph(`${texts.items}${colon}`),
          `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
        ].join('\n'),
        produits_scelles: sealed ? paragraph(sealed) : '',
      },
      texte: {
        declaration: [
          fields.map(([label, value]) => `${label}${colon}${value}`).join('\n'),
          `${texts.items}${colon}\n${items.map((item) => `- ${item}`).join('\n')}`,
        ].join('\n\n'),
        produits_scelles: sealed,
      },
    },
  };
}

const sample =
  (type: ReturnKind) =>
  (langue: Locale, publicUrl: string): WithdrawalMailInput => ({
    langue,
    type,
    nom: 'Camille Lefèvre',
    email: 'camille@example.com',
    numero: 'OC-2026-000042',
    message: '',
    lignes: [{ produit_label: 'Crème riche au caviar', label: 'Pot 50 ml', qtt: 1, scelle: true }],
    at: new Date(),
    url: `${publicUrl}/${langue}/mon-compte/commandes/exemple`,
  });

const WITHDRAWAL: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Accusé de réception de votre rétractation – commande {{numero}}', [
    'Nous accusons réception de votre rétractation du contrat. Voici le contenu de votre déclaration :',
    { bloc: 'declaration' },
    'Renvoyez-nous les articles dans les 14 jours. Nous vous rembourserons dans les 14 jours suivant votre rétractation ; nous pouvons attendre d’avoir reçu les articles.',
    { bloc: 'produits_scelles' },
    { lien: 'Suivre votre commande :', url: 'lien_commande' },
  ]),
  en: shippedTemplate('Acknowledgement of your withdrawal – order {{numero}}', [
    'We acknowledge receipt of your withdrawal from the contract. Here is what your statement says:',
    { bloc: 'declaration' },
    'Please send the items back within 14 days. We will refund you within 14 days of your withdrawal; we may wait until we have received the items.',
    { bloc: 'produits_scelles' },
    { lien: 'Follow your order:', url: 'lien_commande' },
  ]),
  es: shippedTemplate('Acuse de recibo de su desistimiento – pedido {{numero}}', [
    'Acusamos recibo de su desistimiento del contrato. Este es el contenido de su declaración:',
    { bloc: 'declaration' },
    'Devuélvanos los artículos en un plazo de 14 días. Le reembolsaremos en los 14 días siguientes a su desistimiento; podemos esperar a haber recibido los artículos.',
    { bloc: 'produits_scelles' },
    { lien: 'Seguir su pedido:', url: 'lien_commande' },
  ]),
  de: shippedTemplate('Eingangsbestätigung Ihres Widerrufs – Bestellung {{numero}}', [
    'Wir bestätigen den Eingang Ihres Widerrufs des Vertrags. Ihre Erklärung lautet:',
    { bloc: 'declaration' },
    'Bitte senden Sie uns die Artikel innerhalb von 14 Tagen zurück. Wir erstatten Ihnen den Betrag innerhalb von 14 Tagen nach Ihrem Widerruf; wir können die Erstattung verweigern, bis wir die Artikel zurückerhalten haben.',
    { bloc: 'produits_scelles' },
    { lien: 'Ihre Bestellung verfolgen:', url: 'lien_commande' },
  ]),
};

/** The acknowledgement on a durable medium (art. 11a): the statement's content and the date and time of the withdrawal. */
export const withdrawalMail: MailDefinition<WithdrawalMailInput> = {
  cle: 'retractation',
  shipped: WITHDRAWAL,
  view: statementView,
  sample: sample('retractation'),
};

const RETURN_REQUEST: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Nous avons reçu votre demande de retour – commande {{numero}}', [
    'Nous avons bien reçu votre demande de retour. Voici son contenu :',
    { bloc: 'declaration' },
    'Nous revenons vers vous rapidement avec la marche à suivre.',
    { lien: 'Suivre votre commande :', url: 'lien_commande' },
  ]),
  en: shippedTemplate('We have received your return request – order {{numero}}', [
    'We have received your return request. Here is what it says:',
    { bloc: 'declaration' },
    'We will come back to you shortly with the next steps.',
    { lien: 'Follow your order:', url: 'lien_commande' },
  ]),
  es: shippedTemplate('Hemos recibido su solicitud de devolución – pedido {{numero}}', [
    'Hemos recibido su solicitud de devolución. Este es su contenido:',
    { bloc: 'declaration' },
    'Nos pondremos en contacto con usted en breve para indicarle los siguientes pasos.',
    { lien: 'Seguir su pedido:', url: 'lien_commande' },
  ]),
  de: shippedTemplate('Wir haben Ihre Rücksendeanfrage erhalten – Bestellung {{numero}}', [
    'Wir haben Ihre Rücksendeanfrage erhalten. Sie lautet:',
    { bloc: 'declaration' },
    'Wir melden uns in Kürze mit den nächsten Schritten bei Ihnen.',
    { lien: 'Ihre Bestellung verfolgen:', url: 'lien_commande' },
  ]),
};

/** The acknowledgement of another return request (a defect, a wrong item). */
export const returnRequestMail: MailDefinition<WithdrawalMailInput> = {
  cle: 'demande_retour',
  shipped: RETURN_REQUEST,
  view: statementView,
  sample: sample('defaut'),
};

/** Queued in the transaction that records the return: it leaves once, key `retour:{id}`. */
export async function enqueueWithdrawalMail(tx: Transaction, returnId: number, input: WithdrawalMailInput) {
  const mail = input.type === 'retractation' ? withdrawalMail : returnRequestMail;
  const drawn = await renderMail(tx, mail, input.langue, input);
  await enqueueMail(tx, { to: input.email, ...drawn, key: `retour:${returnId}` });
}
