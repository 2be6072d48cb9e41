import type { Locale } from '@boutique/domain';

/** The pick list's wording, in the language of the staff who print it. */
export interface PickListTexts {
  title: string;
  generated: (when: string) => string;
  totals: (orders: number, units: number) => string;
  columns: { product: string; variant: string; qty: string; orders: string };
  /** A variant's units of one lot, under its row. */
  lot: string;
  empty: string;
}

export const PICK_LIST_TEXTS: Record<Locale, PickListTexts> = {
  fr: {
    title: 'Liste de préparation',
    generated: (when) => `Établie le ${when} (heure de Paris)`,
    totals: (orders, units) => `${orders} commande(s) à préparer, ${units} unité(s)`,
    columns: { product: 'Produit', variant: 'Format', qty: 'Qté', orders: 'Commandes' },
    lot: 'Lot',
    empty: 'Aucune commande à préparer.',
  },
  en: {
    title: 'Pick list',
    generated: (when) => `Drawn up on ${when} (Paris time)`,
    totals: (orders, units) => `${orders} order(s) to prepare, ${units} unit(s)`,
    columns: { product: 'Product', variant: 'Size', qty: 'Qty', orders: 'Orders' },
    lot: 'Batch',
    empty: 'No orders to prepare.',
  },
  es: {
    title: 'Lista de preparación',
    generated: (when) => `Elaborada el ${when} (hora de París)`,
    totals: (orders, units) => `${orders} pedido(s) por preparar, ${units} unidad(es)`,
    columns: { product: 'Producto', variant: 'Formato', qty: 'Cant.', orders: 'Pedidos' },
    lot: 'Lote',
    empty: 'Ningún pedido por preparar.',
  },
  de: {
    title: 'Kommissionierliste',
    generated: (when) => `Erstellt am ${when} (Pariser Zeit)`,
    totals: (orders, units) => `${orders} Bestellung(en) vorzubereiten, ${units} Einheit(en)`,
    columns: { product: 'Produkt', variant: 'Größe', qty: 'Menge', orders: 'Bestellungen' },
    lot: 'Charge',
    empty: 'Keine Bestellungen vorzubereiten.',
  },
};
