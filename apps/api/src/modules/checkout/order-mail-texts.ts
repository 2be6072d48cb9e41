import type { Locale } from '@boutique/domain';

/**
 * The words inside the blocks the order mails draw (the items table, the address, the withdrawal
 * link), in one language; the mails' prose is in their templates (order-mail.wording.json).
 */
export interface OrderMailTexts {
  /** How a label meets its value: French typography puts a space before the colon. */
  colon: string;
  /** The withdrawal function's link (Consumer Rights Directive art. 11a): fixed, not editable. */
  withdraw: string;
  items: string;
  subtotal: string;
  delivery: (label: string) => string;
  free: string;
  discount: (code: string) => string;
  total: string;
  vatIncluded: (amount: string) => string;
  address: string;
  contents: string;
}

export const ORDER_MAIL_TEXTS: Record<Locale, OrderMailTexts> = {
  fr: {
    colon: ' : ',
    withdraw: 'Se rétracter du contrat ici :',
    items: 'Vos articles',
    subtotal: 'Articles',
    delivery: (label) => `Livraison (${label})`,
    free: 'Offerte',
    discount: (code) => `Remise ${code}`,
    total: 'Total TTC',
    vatIncluded: (amount) => `dont TVA ${amount}`,
    address: 'Adresse de livraison',
    contents: 'Dans ce colis',
  },
  en: {
    colon: ': ',
    withdraw: 'Withdraw from contract here:',
    items: 'Your items',
    subtotal: 'Items',
    delivery: (label) => `Delivery (${label})`,
    free: 'Free',
    discount: (code) => `Discount ${code}`,
    total: 'Total incl. VAT',
    vatIncluded: (amount) => `including VAT ${amount}`,
    address: 'Delivery address',
    contents: 'In this parcel',
  },
  es: {
    colon: ': ',
    withdraw: 'Desistir del contrato aquí:',
    items: 'Sus artículos',
    subtotal: 'Artículos',
    delivery: (label) => `Envío (${label})`,
    free: 'Gratuito',
    discount: (code) => `Descuento ${code}`,
    total: 'Total con IVA',
    vatIncluded: (amount) => `IVA incluido ${amount}`,
    address: 'Dirección de entrega',
    contents: 'En este paquete',
  },
  de: {
    colon: ': ',
    withdraw: 'Vertrag hier widerrufen:',
    items: 'Ihre Artikel',
    subtotal: 'Artikel',
    delivery: (label) => `Versand (${label})`,
    free: 'Kostenlos',
    discount: (code) => `Rabatt ${code}`,
    total: 'Gesamt inkl. MwSt.',
    vatIncluded: (amount) => `davon MwSt. ${amount}`,
    address: 'Lieferadresse',
    contents: 'In diesem Paket',
  },
};
