import { perLocale, type Locale, type MailTemplate } from '@boutique/domain';

/**
 * One part of a shipped mail: a paragraph (placeholders inside), a labelled link to a value, a
 * block the mail draws, a quieter note, or a part shown only when a value is given.
 */
export type ShippedPart =
  string | { lien: string; url: string } | { bloc: string } | { note: string } | { si: string; part: ShippedPart };

const html = (part: ShippedPart): string => {
  if (typeof part === 'string') return `<p>${part.replaceAll('\n', '<br>')}</p>`;
  if ('lien' in part) {
    return `<p>${part.lien}<br><a href="{{${part.url}}}" style="color:#2f5566">{{${part.url}}}</a></p>`;
  }
  if ('bloc' in part) return `{{{${part.bloc}}}}`;
  if ('note' in part) return `<p style="color:#6b665e">${part.note}</p>`;
  return `{{#${part.si}}}${html(part.part)}{{/${part.si}}}`;
};

const text = (part: ShippedPart): string => {
  if (typeof part === 'string') return part;
  if ('lien' in part) return `${part.lien} {{${part.url}}}`;
  if ('bloc' in part) return `{{{${part.bloc}}}}`;
  if ('note' in part) return part.note;
  return `{{#${part.si}}}${text(part.part)}{{/${part.si}}}`;
};

/** The shipped wording of a mail written once, as both its HTML and its text version. */
export const shippedTemplate = (sujet: string, parts: readonly ShippedPart[]): MailTemplate => ({
  sujet,
  html: parts.map(html).join('\n'),
  texte: parts.map(text).join('\n\n'),
});

/** The house's signature, closing every mail to a customer. */
export const SIGNATURE = 'Maison Orcaviar';

/** How each language greets a customer, by first name when the shop knows it. */
const GREETINGS: Record<Locale, string> = {
  fr: 'Bonjour{{#prenom}} {{prenom}}{{/prenom}},',
  en: 'Hello{{#prenom}} {{prenom}}{{/prenom}},',
  es: 'Hola{{#prenom}}, {{prenom}}{{/prenom}}:',
  de: 'Guten Tag{{#prenom}} {{prenom}}{{/prenom}},',
};

/**
 * A mail to a customer as shipped: greeted in their language, signed by the house; `footer` follows
 * the signature (the way to stop marketing mail).
 */
export const customerMail = (
  locale: Locale,
  sujet: string,
  parts: readonly ShippedPart[],
  footer: readonly ShippedPart[] = [],
): MailTemplate => shippedTemplate(sujet, [GREETINGS[locale], ...parts, SIGNATURE, ...footer]);

/**
 * A mail's wording in one language, as its `*.wording.json` file beside the mail holds it (texts are
 * data a translator edits without reading code): the subject, the parts, and the parts after the
 * signature. The greeting and the signature come from the frame.
 */
export interface MailWording {
  sujet: string;
  parts: readonly ShippedPart[];
  footer?: readonly ShippedPart[];
}

/**
 * How a mail is framed: greeted by name and signed (to a customer), signed only (to an address the
 * shop knows no name for), or as written (an acknowledgement that is a statement in itself).
 */
export type MailFrame = 'customer' | 'signed' | 'plain';

const FRAMED: Record<MailFrame, (locale: Locale, wording: MailWording) => MailTemplate> = {
  customer: (locale, { sujet, parts, footer }) => customerMail(locale, sujet, parts, footer),
  signed: (_locale, { sujet, parts }) => shippedTemplate(sujet, [...parts, SIGNATURE]),
  plain: (_locale, { sujet, parts }) => shippedTemplate(sujet, parts),
};

/** A mail's shipped templates in the four languages, from its wording file. */
export const shippedMails = (
  wordings: Readonly<Record<Locale, MailWording>>,
  frame: MailFrame = 'customer',
): Record<Locale, MailTemplate> => perLocale((locale) => FRAMED[frame](locale, wordings[locale]));
