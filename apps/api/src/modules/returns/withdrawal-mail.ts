import { LOCALE_TAGS, shopDateTimeFormat, type Locale, type ReturnKind } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import type { MailDefinition, MailView } from '../mail-templates/mail-definition.ts';
import { escapeHtml, paragraph } from '../mail-templates/mail-html.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { WITHDRAWAL_MAIL_TEXTS } from './withdrawal-mail-texts.ts';
import wording from './withdrawal-mail.wording.json' with { type: 'json' };

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

/** The acknowledgement on a durable medium (art. 11a): the statement's content and the date and time of the withdrawal. */
export const withdrawalMail: MailDefinition<WithdrawalMailInput> = {
  cle: 'retractation',
  shipped: shippedMails(wording.retractation, 'plain'),
  view: statementView,
  sample: sample('retractation'),
};

/** The acknowledgement of another return request (a defect, a wrong item). */
export const returnRequestMail: MailDefinition<WithdrawalMailInput> = {
  cle: 'demande_retour',
  shipped: shippedMails(wording.demande_retour, 'plain'),
  view: statementView,
  sample: sample('defaut'),
};

/** Queued in the transaction that records the return: it leaves once, key `retour:{id}`. */
export async function enqueueWithdrawalMail(tx: Transaction, returnId: number, input: WithdrawalMailInput) {
  const mail = input.type === 'retractation' ? withdrawalMail : returnRequestMail;
  const drawn = await renderMail(tx, mail, input.langue, input);
  await enqueueMail(tx, { to: input.email, ...drawn, key: `retour:${returnId}` });
}
