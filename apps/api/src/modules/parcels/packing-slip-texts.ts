import type { Locale } from '@boutique/domain';

/** The packing slip's wording in one language. No prices: a slip may travel with a gift. */
export interface PackingSlipTexts {
  title: string;
  order: string;
  date: (value: string) => string;
  parcel: (number: number) => string;
  parcelOf: (rank: number, count: number) => string;
  deliverTo: string;
  relayPoint: (name: string) => string;
  columns: { product: string; variant: string; qty: string };
  thanks: string;
  /** A line's lot as printed under its format: the batch number, and how many units when split. */
  lot: string;
}

export const PACKING_SLIP_TEXTS: Record<Locale, PackingSlipTexts> = {
  fr: {
    title: 'Bordereau de colis',
    order: 'Commande n°',
    date: (value) => `Date de commande : ${value}`,
    parcel: (number) => `Colis n° ${number}`,
    parcelOf: (rank, count) => `Colis ${rank} sur ${count}`,
    deliverTo: 'Livré à',
    relayPoint: (name) => `Point relais : ${name}`,
    columns: { product: 'Produit', variant: 'Format', qty: 'Qté' },
    thanks: 'Merci pour votre commande, à très bientôt !',
    lot: 'Lot',
  },
  en: {
    title: 'Packing slip',
    order: 'Order no.',
    date: (value) => `Order date: ${value}`,
    parcel: (number) => `Parcel no. ${number}`,
    parcelOf: (rank, count) => `Parcel ${rank} of ${count}`,
    deliverTo: 'Deliver to',
    relayPoint: (name) => `Pick-up point: ${name}`,
    columns: { product: 'Product', variant: 'Size', qty: 'Qty' },
    thanks: 'Thank you for your order, see you soon!',
    lot: 'Batch',
  },
  es: {
    title: 'Albarán del paquete',
    order: 'Pedido n.º',
    date: (value) => `Fecha del pedido: ${value}`,
    parcel: (number) => `Paquete n.º ${number}`,
    parcelOf: (rank, count) => `Paquete ${rank} de ${count}`,
    deliverTo: 'Entregar a',
    relayPoint: (name) => `Punto de recogida: ${name}`,
    columns: { product: 'Producto', variant: 'Formato', qty: 'Cant.' },
    thanks: '¡Gracias por su pedido, hasta pronto!',
    lot: 'Lote',
  },
  de: {
    title: 'Lieferschein',
    order: 'Bestellnr.',
    date: (value) => `Bestelldatum: ${value}`,
    parcel: (number) => `Paket Nr. ${number}`,
    parcelOf: (rank, count) => `Paket ${rank} von ${count}`,
    deliverTo: 'Lieferung an',
    relayPoint: (name) => `Abholstelle: ${name}`,
    columns: { product: 'Produkt', variant: 'Größe', qty: 'Menge' },
    thanks: 'Vielen Dank für Ihre Bestellung, bis bald!',
    lot: 'Charge',
  },
};
