import { formatEuros, LOCALE_TAGS, type AddressSnapshot, type Locale, type VatLine } from '@boutique/domain';
import { escapeHtml, linkParagraph, mailDocument, paragraph } from './mail-html.ts';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.ts';

interface MailLine {
  produit_label: string;
  label: string;
  qtt: number;
  prix_ttc: number;
}

/** The amounts and address of a paid order (a `commandes` row fits). */
export interface OrderMailSummary {
  lignes_ttc: number;
  livraison_label: string | null;
  livraison_ttc: number;
  remise_code: string | null;
  remise_ttc: number;
  tva: VatLine[];
  adresse_livraison: AddressSnapshot | null;
}

export interface OrderConfirmationInput {
  langue: Locale;
  prenom: string;
  numero: string;
  totalTtc: number;
  lines: MailLine[];
  /** The customer's order page. */
  url: string;
  /** With it, the mail details delivery, discount, VAT and the delivery address. */
  order?: OrderMailSummary;
  /** The invoice number: the mail then says the invoice is attached (the dispatcher attaches it). */
  facture?: string | null;
}

const moneyFor = (langue: Locale) => (cents: number) => formatEuros(cents, LOCALE_TAGS[langue]);

const addressLines = (address: AddressSnapshot) =>
  [
    `${address.prenom} ${address.nom}`.trim(),
    address.societe,
    address.ligne1,
    address.ligne2,
    `${address.code_postal} ${address.ville}`.trim(),
    address.pays,
  ].filter(Boolean);

const amountRow = (label: string, amount: string, strong = false) => {
  const cell = (text: string, align: string) =>
    `<td style="padding:4px 0;text-align:${align}">${strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text)}</td>`;
  return `<tr>${cell(label, 'left')}${cell(amount, 'right')}</tr>`;
};

/**
 * The withdrawal function's address for the order whose page is `orderUrl`
 * (`…/{langue}/mon-compte/commandes/{hash}` → `…/{langue}/retractation?commande={numero}`): a
 * shopper without an account reaches it too. Null for an address of another form.
 */
export function withdrawalUrl(orderUrl: string, numero: string): string | null {
  const page = /\/mon-compte\/commandes\/[^/?#]+$/u;
  if (!numero || !page.test(orderUrl)) return null;
  return orderUrl.replace(page, `/retractation?commande=${encodeURIComponent(numero)}`);
}

/** The order confirmation mail, text and HTML, in the order's language. */
export function renderOrderConfirmation(input: OrderConfirmationInput) {
  const all = ORDER_MAIL_TEXTS[input.langue];
  const texts = all.confirmation;
  const money = moneyFor(input.langue);
  const { order } = input;
  const items = input.lines.map((line) => ({
    label: `${line.produit_label}, ${line.label} × ${line.qtt}`,
    amount: money(line.prix_ttc * line.qtt),
  }));
  const amounts: { label: string; amount: string }[] = [];
  if (order) {
    amounts.push({ label: texts.subtotal, amount: money(order.lignes_ttc) });
    if (order.livraison_label) {
      amounts.push({
        label: texts.delivery(order.livraison_label),
        amount: order.livraison_ttc ? money(order.livraison_ttc) : texts.free,
      });
    }
    if (order.remise_code && order.remise_ttc) {
      amounts.push({ label: texts.discount(order.remise_code), amount: `-${money(order.remise_ttc)}` });
    }
  }
  const vat = order ? texts.vatIncluded(money(order.tva.reduce((sum, line) => sum + line.montant, 0))) : null;
  const address = order?.adresse_livraison ? addressLines(order.adresse_livraison) : null;
  const invoice = input.facture ? texts.invoice(input.facture) : null;
  const withdraw = withdrawalUrl(input.url, input.numero);

  const text = [
    all.hello(input.prenom).trim(),
    texts.thanks,
    items.map((item) => `- ${item.label}${all.colon}${item.amount}`).join('\n'),
    ...(amounts.length ? [amounts.map((row) => `${row.label}${all.colon}${row.amount}`).join('\n')] : []),
    `${texts.total}${all.colon}${money(input.totalTtc)}${vat ? ` (${vat})` : ''}`,
    ...(address ? [`${texts.address}${all.colon.trimEnd()}\n${address.join('\n')}`] : []),
    ...(invoice ? [invoice] : []),
    `${texts.follow} ${input.url}`,
    ...(withdraw ? [`${all.withdraw} ${withdraw}`] : []),
    all.signature,
  ].join('\n\n');

  const html = mailDocument(
    input.langue,
    [
      paragraph(all.hello(input.prenom).trim()),
      paragraph(texts.thanks),
      `<h2 style="font-size:16px;font-weight:normal;border-bottom:1px solid #d8d2c8">${escapeHtml(texts.items)}</h2>`,
      `<table role="presentation" style="width:100%;border-collapse:collapse">`,
      ...items.map((item) => amountRow(item.label, item.amount)),
      ...amounts.map((row) => amountRow(row.label, row.amount)),
      amountRow(texts.total, money(input.totalTtc), true),
      `</table>`,
      vat ? paragraph(vat, 'color:#6b665e;font-size:13px;text-align:right;margin-top:0') : '',
      address ? `<p><strong>${escapeHtml(texts.address)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>` : '',
      invoice ? paragraph(invoice) : '',
      linkParagraph(texts.follow, input.url),
      withdraw ? linkParagraph(all.withdraw, withdraw) : '',
      paragraph(all.signature),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return { subject: texts.subject(input.numero), text, html };
}

/** The mail after a declined or failed payment, with the link to resume the order. */
export function renderPaymentFailure(input: {
  langue: Locale;
  prenom: string;
  numero: string | null;
  totalTtc: number;
  /** `${PUBLIC_URL}/{langue}/checkout-reprise/{hash}`. */
  url: string;
}) {
  const all = ORDER_MAIL_TEXTS[input.langue];
  const texts = all.failure;
  const body = texts.body(moneyFor(input.langue)(input.totalTtc));
  const hello = all.hello(input.prenom).trim();
  const text = [hello, body, `${texts.resume} ${input.url}`, texts.help, all.signature].join('\n\n');
  const html = mailDocument(
    input.langue,
    [
      paragraph(hello),
      paragraph(body),
      linkParagraph(texts.resume, input.url),
      paragraph(texts.help, 'color:#6b665e'),
      paragraph(all.signature),
    ].join('\n'),
  );
  return { subject: texts.subject(input.numero), text, html };
}

/**
 * The mail when the order, or one of its parcels, leaves: the carrier and tracking number when
 * known; for a parcel (`lignes` given) the units it holds and its tracking page.
 */
export function renderShipment(input: {
  langue: Locale;
  prenom: string;
  numero: string;
  /** The delivery method's label as ordered, or the parcel's carrier. */
  transporteur: string | null;
  suivi: string | null;
  /** The customer's order page. */
  url: string;
  /** One parcel of the order: its lines. */
  lignes?: readonly { label: string; qtt: number }[];
  /** The carrier's tracking page for this number. */
  suiviUrl?: string | null;
}) {
  const all = ORDER_MAIL_TEXTS[input.langue];
  const texts = all.shipment;
  const parcel = input.lignes !== undefined;
  const hello = all.hello(input.prenom).trim();
  const body = parcel ? texts.parcelBody(input.numero) : texts.body(input.numero);
  const details = [
    ...(input.transporteur ? [`${texts.carrier}${all.colon}${input.transporteur}`] : []),
    ...(input.suivi ? [`${texts.tracking}${all.colon}${input.suivi}`] : []),
  ];
  const items = (input.lignes ?? []).map((line) => `${line.qtt} × ${line.label}`);
  const withdraw = withdrawalUrl(input.url, input.numero);
  const text = [
    hello,
    body,
    ...(items.length
      ? [`${texts.contents}${all.colon.trimEnd()}\n${items.map((item) => `- ${item}`).join('\n')}`]
      : []),
    ...(details.length ? [details.join('\n')] : []),
    ...(input.suiviUrl ? [`${texts.trackingLink} ${input.suiviUrl}`] : []),
    `${texts.follow} ${input.url}`,
    ...(withdraw ? [`${all.withdraw} ${withdraw}`] : []),
    all.signature,
  ].join('\n\n');
  const html = mailDocument(
    input.langue,
    [
      paragraph(hello),
      paragraph(body),
      items.length
        ? `<p><strong>${escapeHtml(texts.contents)}</strong></p>\n<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : '',
      details.length ? paragraph(details.join('\n')) : '',
      input.suiviUrl ? linkParagraph(texts.trackingLink, input.suiviUrl) : '',
      linkParagraph(texts.follow, input.url),
      withdraw ? linkParagraph(all.withdraw, withdraw) : '',
      paragraph(all.signature),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return { subject: (parcel ? texts.parcelSubject : texts.subject)(input.numero), text, html };
}
