import { fillMailTemplate, type Locale, type MailTemplate, type MailTemplateKey } from '@boutique/domain';
import { escapeHtml, mailDocument } from './mail-html.ts';

/** What a mail gives its template: words and numbers, and the blocks it draws for each version. */
export interface MailView {
  valeurs: Record<string, string>;
  blocs?: { html: Record<string, string>; texte: Record<string, string> };
}

/** One editable mail: its shipped wording per language, and how an occasion becomes its placeholders. */
export interface MailDefinition<Input> {
  cle: MailTemplateKey;
  shipped: Record<Locale, MailTemplate>;
  view: (input: Input, langue: Locale) => MailView;
  /** A sample occasion (an order, a code…) for the preview and the test send, its links on the shop. */
  sample: (langue: Locale, publicUrl: string) => Input;
}

/** A mail as `ad/mails` knows it, whatever its occasion. */
export interface MailTemplateSource {
  cle: MailTemplateKey;
  shipped: Record<Locale, MailTemplate>;
  sampleView: (langue: Locale, publicUrl: string) => MailView;
}

export const mailSource = <Input>(mail: MailDefinition<Input>): MailTemplateSource => ({
  cle: mail.cle,
  shipped: mail.shipped,
  sampleView: (langue, publicUrl) => mail.view(mail.sample(langue, publicUrl), langue),
});

export interface DrawnMail {
  subject: string;
  text: string;
  html: string;
}

/** A template filled: the subject on one line, the text without runs of blank lines, the HTML in the house frame. */
export function drawMail(template: MailTemplate, langue: Locale, { valeurs, blocs }: MailView): DrawnMail {
  const subject = fillMailTemplate(template.sujet, valeurs).replace(/\s+/gu, ' ').trim();
  const text = fillMailTemplate(template.texte, { ...valeurs, ...blocs?.texte })
    .replace(/[ \t]+\n/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
  const html = mailDocument(langue, fillMailTemplate(template.html, { ...valeurs, ...blocs?.html }, escapeHtml).trim());
  return { subject, text, html };
}
