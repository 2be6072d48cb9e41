import { LOCALE_TAGS, shopDateTimeFormat, type Locale, type ReturnKind } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import { escapeHtml, linkParagraph, mailDocument, paragraph } from '../checkout/mail-html.ts';
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
 * The acknowledgement on a durable medium (art. 11a): the statement's content as received and the
 * date and time of the withdrawal, in the customer's language.
 */
export function renderWithdrawalMail(input: WithdrawalMailInput) {
  const texts = WITHDRAWAL_MAIL_TEXTS[input.langue];
  const colon = input.langue === 'fr' ? ' : ' : ': ';
  const items = input.lignes.map((line) => `${line.qtt} × ${line.produit_label} – ${line.label}`);
  const fields: [string, string][] = [
    [texts.name, input.nom],
    [texts.order, input.numero],
    [texts.contact, input.email],
    [texts.at, formatWithdrawalTime(input.at, input.langue)],
    ...(input.message ? ([[texts.message, input.message]] as [string, string][]) : []),
  ];
  const sealed = input.type === 'retractation' && input.lignes.some((line) => line.scelle) ? [texts.sealed] : [];
  const text = [
    texts.intro(input.type),
    fields.map(([label, value]) => `${label}${colon}${value}`).join('\n'),
    `${texts.items}${colon}\n${items.map((item) => `- ${item}`).join('\n')}`,
    texts.next(input.type),
    ...sealed,
    `${texts.follow} ${input.url}`,
  ].join('\n\n');
  const list = `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const html = mailDocument(
    input.langue,
    [
      paragraph(texts.intro(input.type)),
      `<h2 style="font-size:16px">${escapeHtml(texts.statement)}</h2>`,
      ...fields.map(([label, value]) => paragraph(`${label}${colon}${value}`)),
      paragraph(`${texts.items}${colon}`),
      list,
      paragraph(texts.next(input.type)),
      ...sealed.map((line) => paragraph(line)),
      linkParagraph(texts.follow, input.url),
    ].join('\n'),
  );
  return { subject: texts.subject(input.numero, input.type), text, html };
}

/** Queued in the transaction that records the return: it leaves once, key `retour:{id}`. */
export async function enqueueWithdrawalMail(tx: Transaction, returnId: number, input: WithdrawalMailInput) {
  await enqueueMail(tx, { to: input.email, ...renderWithdrawalMail(input), key: `retour:${returnId}` });
}
