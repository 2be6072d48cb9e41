import type { Locale } from '@boutique/domain';

/** The invoice's wording in one language; the seller's legal identity stays as configured. */
export interface InvoiceTexts {
  title: string;
  number: string;
  date: (value: string) => string;
  order: string;
  billedTo: string;
  columns: { designation: string; qty: string; unitHt: string; vat: string; totalHt: string };
  linesHt: string;
  linesTtc: string;
  delivery: (label: string) => string;
  free: string;
  discount: (code: string) => string;
  vatTitle: string;
  vatColumns: { rate: string; base: string; amount: string; ttc: string };
  totalHt: string;
  totalVat: string;
  totalTtc: string;
  sharedNote: string;
  /** The country whose VAT the order bore (VAT by destination), beside the VAT breakdown. */
  vatCountry: (country: string) => string;
  /** A sale taxed in another member state, declared through the one-stop shop (OSS). */
  vatOss: (country: string) => string;
  /** A sale delivered outside the EU, without VAT. */
  vatExport: string;
  paid: (date: string) => string;
  noEarlyDiscount: string;
  withdrawal: (url: string) => string;
  siret: string;
  vatNumber: string;
  capital: string;
  /** A credit note's title, number, the invoice it cancels and the refund's mention. */
  credit: {
    title: string;
    number: string;
    cancels: (invoice: string) => string;
    /** A credit note of a refund in part: what it corrects, and the one line standing for it. */
    partial: (invoice: string) => string;
    partialLine: string;
    refunded: (date: string) => string;
  };
}

export const INVOICE_TEXTS: Record<Locale, InvoiceTexts> = {
  fr: {
    title: 'Facture',
    number: 'Facture n°',
    date: (value) => `Date : ${value}`,
    order: 'Commande n°',
    billedTo: 'Facturé à',
    columns: { designation: 'Désignation', qty: 'Qté', unitHt: 'PU HT', vat: 'TVA', totalHt: 'Total HT' },
    linesHt: 'Total articles HT',
    linesTtc: 'Total articles TTC',
    delivery: (label) => `Livraison : ${label} (TTC)`,
    free: 'Offerte',
    discount: (code) => `Remise ${code} (TTC)`,
    vatTitle: 'Détail de la TVA',
    vatColumns: { rate: 'Taux', base: 'Base HT', amount: 'TVA', ttc: 'TTC' },
    totalHt: 'Total HT',
    totalVat: 'Total TVA',
    totalTtc: 'Total TTC',
    sharedNote: 'La livraison et la remise sont réparties entre les taux de TVA au prorata des articles.',
    vatCountry: (country) => `TVA de : ${country}`,
    vatOss: (country) => `TVA du pays de livraison (${country}), déclarée via le guichet unique (OSS).`,
    vatExport: 'TVA non applicable, art. 262 I du CGI : livraison hors de l’Union européenne.',
    paid: (date) => `Facture acquittée : paiement reçu par carte bancaire le ${date}.`,
    noEarlyDiscount: 'Pas d’escompte pour paiement anticipé.',
    withdrawal: (url) =>
      `Vous disposez d’un délai de 14 jours à compter de la réception de votre commande pour exercer votre droit de rétractation : ${url}`,
    siret: 'SIRET',
    vatNumber: 'N° TVA intracommunautaire',
    capital: 'Capital social',
    credit: {
      title: 'Avoir',
      number: 'Avoir n°',
      cancels: (invoice) => `Annule la facture n° ${invoice}`,
      partial: (invoice) => `Rectifie en partie la facture n° ${invoice}`,
      partialLine: 'Remboursement partiel de la commande (TTC)',
      refunded: (date) => `Montant remboursé sur la carte bancaire le ${date}.`,
    },
  },
  en: {
    title: 'Invoice',
    number: 'Invoice no.',
    date: (value) => `Date: ${value}`,
    order: 'Order no.',
    billedTo: 'Billed to',
    columns: {
      designation: 'Description',
      qty: 'Qty',
      unitHt: 'Unit excl. VAT',
      vat: 'VAT',
      totalHt: 'Total excl. VAT',
    },
    linesHt: 'Items excl. VAT',
    linesTtc: 'Items incl. VAT',
    delivery: (label) => `Delivery: ${label} (incl. VAT)`,
    free: 'Free',
    discount: (code) => `Discount ${code} (incl. VAT)`,
    vatTitle: 'VAT breakdown',
    vatColumns: { rate: 'Rate', base: 'Net', amount: 'VAT', ttc: 'Gross' },
    totalHt: 'Total excl. VAT',
    totalVat: 'Total VAT',
    totalTtc: 'Total incl. VAT',
    sharedNote: 'Delivery and discount are split between VAT rates in proportion to the items.',
    vatCountry: (country) => `VAT of: ${country}`,
    vatOss: (country) => `VAT of the country of delivery (${country}), declared through the one-stop shop (OSS).`,
    vatExport: 'No VAT charged (article 262 I of the French tax code): delivery outside the European Union.',
    paid: (date) => `Invoice paid: payment received by card on ${date}.`,
    noEarlyDiscount: 'No discount for early payment.',
    withdrawal: (url) => `You have 14 days from the receipt of your order to exercise your right of withdrawal: ${url}`,
    siret: 'SIRET',
    vatNumber: 'VAT number',
    capital: 'Share capital',
    credit: {
      title: 'Credit note',
      number: 'Credit note no.',
      cancels: (invoice) => `Cancels invoice no. ${invoice}`,
      partial: (invoice) => `Partly corrects invoice no. ${invoice}`,
      partialLine: 'Partial refund of the order (incl. VAT)',
      refunded: (date) => `Amount refunded to the card on ${date}.`,
    },
  },
  es: {
    title: 'Factura',
    number: 'Factura n.º',
    date: (value) => `Fecha: ${value}`,
    order: 'Pedido n.º',
    billedTo: 'Facturado a',
    columns: {
      designation: 'Descripción',
      qty: 'Cant.',
      unitHt: 'P. unit. sin IVA',
      vat: 'IVA',
      totalHt: 'Total sin IVA',
    },
    linesHt: 'Artículos sin IVA',
    linesTtc: 'Artículos con IVA',
    delivery: (label) => `Envío: ${label} (IVA incl.)`,
    free: 'Gratuito',
    discount: (code) => `Descuento ${code} (IVA incl.)`,
    vatTitle: 'Desglose del IVA',
    vatColumns: { rate: 'Tipo', base: 'Base imponible', amount: 'IVA', ttc: 'Total' },
    totalHt: 'Total sin IVA',
    totalVat: 'Total IVA',
    totalTtc: 'Total con IVA',
    sharedNote: 'El envío y el descuento se reparten entre los tipos de IVA en proporción a los artículos.',
    vatCountry: (country) => `IVA de: ${country}`,
    vatOss: (country) => `IVA del país de entrega (${country}), declarado en la ventanilla única (OSS).`,
    vatExport: 'IVA no aplicable (art. 262 I del código tributario francés): entrega fuera de la Unión Europea.',
    paid: (date) => `Factura pagada: pago recibido con tarjeta el ${date}.`,
    noEarlyDiscount: 'Sin descuento por pronto pago.',
    withdrawal: (url) =>
      `Dispone de 14 días desde la recepción de su pedido para ejercer su derecho de desistimiento: ${url}`,
    siret: 'SIRET',
    vatNumber: 'N.º IVA intracomunitario',
    capital: 'Capital social',
    credit: {
      title: 'Factura rectificativa',
      number: 'Factura rectificativa n.º',
      cancels: (invoice) => `Anula la factura n.º ${invoice}`,
      partial: (invoice) => `Rectifica en parte la factura n.º ${invoice}`,
      partialLine: 'Reembolso parcial del pedido (IVA incl.)',
      refunded: (date) => `Importe reembolsado en la tarjeta el ${date}.`,
    },
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnr.',
    date: (value) => `Datum: ${value}`,
    order: 'Bestellnr.',
    billedTo: 'Rechnungsempfänger',
    columns: {
      designation: 'Bezeichnung',
      qty: 'Menge',
      unitHt: 'Einzelpreis netto',
      vat: 'MwSt.',
      totalHt: 'Gesamt netto',
    },
    linesHt: 'Artikel netto',
    linesTtc: 'Artikel brutto',
    delivery: (label) => `Versand: ${label} (brutto)`,
    free: 'Kostenlos',
    discount: (code) => `Rabatt ${code} (brutto)`,
    vatTitle: 'MwSt.-Aufstellung',
    vatColumns: { rate: 'Satz', base: 'Netto', amount: 'MwSt.', ttc: 'Brutto' },
    totalHt: 'Gesamt netto',
    totalVat: 'Gesamt MwSt.',
    totalTtc: 'Gesamt brutto',
    sharedNote: 'Versand und Rabatt werden anteilig zu den Artikeln auf die MwSt.-Sätze verteilt.',
    vatCountry: (country) => `MwSt. von: ${country}`,
    vatOss: (country) => `MwSt. des Lieferlandes (${country}), erklärt über den One-Stop-Shop (OSS).`,
    vatExport:
      'Keine MwSt. (Art. 262 I des französischen Steuergesetzbuchs): Lieferung außerhalb der Europäischen Union.',
    paid: (date) => `Rechnung beglichen: Zahlung per Karte erhalten am ${date}.`,
    noEarlyDiscount: 'Kein Skonto bei vorzeitiger Zahlung.',
    withdrawal: (url) => `Sie können Ihre Bestellung innerhalb von 14 Tagen ab Erhalt widerrufen: ${url}`,
    siret: 'SIRET',
    vatNumber: 'USt-IdNr.',
    capital: 'Stammkapital',
    credit: {
      title: 'Gutschrift',
      number: 'Gutschrift Nr.',
      cancels: (invoice) => `Storniert Rechnung Nr. ${invoice}`,
      partial: (invoice) => `Korrigiert teilweise Rechnung Nr. ${invoice}`,
      partialLine: 'Teilerstattung der Bestellung (inkl. MwSt.)',
      refunded: (date) => `Betrag am ${date} auf die Karte erstattet.`,
    },
  },
};
