import type { Locale } from '@boutique/domain';

/** Text made safe inside HTML, attributes included. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);

/** A paragraph of plain text (escaped), with optional inline style. */
export const paragraph = (text: string, style = '') =>
  `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text).replace(/\n/gu, '<br>')}</p>`;

/** A labelled link on its own line, the address shown in full as in the text version. */
export const linkParagraph = (label: string, url: string) =>
  `<p>${escapeHtml(label)}<br><a href="${escapeHtml(url)}" style="color:#2f5566">${escapeHtml(url)}</a></p>`;

/** The house frame of the order mails: the same serif look as every mail of the shop. */
export const mailDocument = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#1a1a1a;line-height:1.6;max-width:600px">
${body}
</body></html>`;
