import { formatEuros, LOCALE_TAGS, type AddressSnapshot, type Locale, type VatLine } from '@boutique/domain';
import type { MailDefinition, MailView } from '../mail-templates/mail-definition.ts';
import { escapeHtml, linkParagraph } from '../mail-templates/mail-html.ts';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import wording from './order-mail.wording.json' with { type: 'json' };

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

/** The withdrawal link block, in the legal wording (not editable); empty where there is none. */
function withdrawalBlock(langue: Locale, orderUrl: string, numero: string) {
  const url = withdrawalUrl(orderUrl, numero);
  const label = ORDER_MAIL_TEXTS[langue].withdraw;
  return { html: url ? linkParagraph(label, url) : '', texte: url ? `${label} ${url}` : '' };
}

/** The confirmation's placeholders: the items table with its amounts, the address, the links. */
function confirmationView(input: OrderConfirmationInput, langue: Locale): MailView {
  const texts = ORDER_MAIL_TEXTS[langue];
  const money = moneyFor(langue);
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
  const total = money(input.totalTtc);
  const tva = order ? money(order.tva.reduce((sum, line) => sum + line.montant, 0)) : '';
  const vat = tva ? texts.vatIncluded(tva) : null;
  const address = order?.adresse_livraison ? addressLines(order.adresse_livraison) : null;
  const withdraw = withdrawalBlock(langue, input.url, input.numero);
  const articlesText = [
    items.map((item) => `- ${item.label}${texts.colon}${item.amount}`).join('\n'),
    ...(amounts.length ? [amounts.map((row) => `${row.label}${texts.colon}${row.amount}`).join('\n')] : []),
    `${texts.total}${texts.colon}${total}${vat ? ` (${vat})` : ''}`,
  ].join('\n\n');
  const articlesHtml = [
    `<h2 style="font-size:16px;font-weight:normal;border-bottom:1px solid #d8d2c8">${escapeHtml(texts.items)}</h2>`,
    `<table role="presentation" style="width:100%;border-collapse:collapse">`,
    ...items.map((item) => amountRow(item.label, item.amount)),
    ...amounts.map((row) => amountRow(row.label, row.amount)),
    amountRow(texts.total, total, true),
    `</table>`,
    vat ? `<p style="color:#6b665e;font-size:13px;text-align:right;margin-top:0">${escapeHtml(vat)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    valeurs: {
      prenom: input.prenom,
      numero: input.numero,
      total,
      tva,
      facture: input.facture ?? '',
      lien_commande: input.url,
    },
    blocs: {
      html: {
        articles: articlesHtml,
        adresse: address
          ? `<p><strong>${escapeHtml(texts.address)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>`
          : '',
        retractation: withdraw.html,
      },
      texte: {
        articles: articlesText,
        adresse: address ? `${texts.address}${texts.colon.trimEnd()}\n${address.join('\n')}` : '',
        retractation: withdraw.texte,
      },
    },
  };
}

/** The preview's order page: the shop's own address, an order that does not exist. */
const sampleOrderUrl = (publicUrl: string, langue: Locale) => `${publicUrl}/${langue}/mon-compte/commandes/exemple`;
const sampleAddress: AddressSnapshot = {
  prenom: 'Camille',
  nom: 'Lefèvre',
  societe: '',
  ligne1: '3 allée des Tilleuls',
  ligne2: '',
  code_postal: '69003',
  ville: 'Lyon',
  pays: 'France',
  tel: '',
};

/** The order confirmation mail, in the order's language. */
export const orderConfirmationMail: MailDefinition<OrderConfirmationInput> = {
  cle: 'confirmation_commande',
  shipped: shippedMails(wording.confirmation_commande),
  view: confirmationView,
  sample: (langue, publicUrl) => ({
    prenom: 'Camille',
    numero: 'OC-2026-000042',
    totalTtc: 22_290,
    lines: [{ produit_label: 'Crème riche au caviar', label: 'Pot 50 ml', qtt: 2, prix_ttc: 12_000 }],
    url: sampleOrderUrl(publicUrl, langue),
    order: {
      lignes_ttc: 24_000,
      livraison_label: 'Colissimo',
      livraison_ttc: 690,
      remise_code: 'PERLE10',
      remise_ttc: 2_400,
      tva: [{ taux_bps: 2000, base_ht: 18_575, montant: 3_715 }],
      adresse_livraison: sampleAddress,
    },
    facture: 'F-2026-000007',
  }),
};

export interface PaymentFailureInput {
  prenom: string;
  numero: string | null;
  totalTtc: number;
  /** `${PUBLIC_URL}/{langue}/checkout-reprise/{hash}`. */
  url: string;
}

/** The mail after a declined or failed payment, with the link to resume the order. */
export const paymentFailureMail: MailDefinition<PaymentFailureInput> = {
  cle: 'echec_paiement',
  shipped: shippedMails(wording.echec_paiement),
  view: (input, langue) => ({
    valeurs: {
      prenom: input.prenom,
      numero: input.numero ?? '',
      montant: moneyFor(langue)(input.totalTtc),
      lien_reprise: input.url,
    },
  }),
  sample: (langue, publicUrl) => ({
    prenom: 'Camille',
    numero: 'OC-2026-000042',
    totalTtc: 22_290,
    url: `${publicUrl}/${langue}/checkout-reprise/exemple`,
  }),
};

export interface ShipmentInput {
  prenom: string;
  numero: string;
  /** The delivery method's label as ordered, or the parcel's carrier. */
  transporteur: string | null;
  suivi: string | null;
  /** The customer's order page. */
  url: string;
}

export interface ParcelShipmentInput extends ShipmentInput {
  /** The parcel's lines. */
  lignes: readonly { label: string; qtt: number }[];
  /** The carrier's tracking page for this number. */
  suiviUrl: string | null;
}

const shipmentValues = (input: ShipmentInput) => ({
  prenom: input.prenom,
  numero: input.numero,
  transporteur: input.transporteur ?? '',
  suivi: input.suivi ?? '',
  lien_commande: input.url,
});

const sampleShipment = (langue: Locale, publicUrl: string): ShipmentInput => ({
  prenom: 'Camille',
  numero: 'OC-2026-000042',
  transporteur: 'Colissimo',
  suivi: '6A12345678901',
  url: sampleOrderUrl(publicUrl, langue),
});

/** The mail when the whole order leaves, with its carrier and tracking number when known. */
export const shipmentMail: MailDefinition<ShipmentInput> = {
  cle: 'expedition',
  shipped: shippedMails(wording.expedition),
  view: (input, langue) => {
    const withdraw = withdrawalBlock(langue, input.url, input.numero);
    return {
      valeurs: shipmentValues(input),
      blocs: { html: { retractation: withdraw.html }, texte: { retractation: withdraw.texte } },
    };
  },
  sample: sampleShipment,
};

/** The mail when one parcel of the order leaves: the units it holds and its tracking page. */
export const parcelShipmentMail: MailDefinition<ParcelShipmentInput> = {
  cle: 'expedition_colis',
  shipped: shippedMails(wording.expedition_colis),
  view: (input, langue) => {
    const texts = ORDER_MAIL_TEXTS[langue];
    const items = input.lignes.map((line) => `${line.qtt} × ${line.label}`);
    const withdraw = withdrawalBlock(langue, input.url, input.numero);
    return {
      valeurs: { ...shipmentValues(input), lien_suivi: input.suiviUrl ?? '' },
      blocs: {
        html: {
          contenu: items.length
            ? `<p><strong>${escapeHtml(texts.contents)}</strong></p>\n<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
            : '',
          retractation: withdraw.html,
        },
        texte: {
          contenu: items.length
            ? `${texts.contents}${texts.colon.trimEnd()}\n${items.map((item) => `- ${item}`).join('\n')}`
            : '',
          retractation: withdraw.texte,
        },
      },
    };
  },
  sample: (langue, publicUrl) => ({
    ...sampleShipment(langue, publicUrl),
    lignes: [{ label: 'Crème riche au caviar, Pot 50 ml', qtt: 1 }],
    suiviUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  }),
};
