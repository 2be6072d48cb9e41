import { describeDeliveryLeadLabel, type DeliveryLabel } from './delivery.ts';

/** What the shop knows of a variant's stock; `stock` is null when it is not tracked. */
export interface StockInfo {
  stock: { total: number } | null;
  reassort: { date: string; mouvement: number } | null;
}

export type StockTone = 'success' | 'warning' | 'danger';

/** A stock label as message key + values (for translation) and its French text. */
export interface StockLabel {
  key:
    | 'panier.aucune_info_stock'
    | 'panier.en_rupture_stock'
    | 'panier.limite_x_exemplaires'
    | 'panier.limite_un_exemplaire'
    | 'panier.en_stock'
    | 'panier.en_stock_le';
  values: { count?: number; date?: string };
  /** Default French text, exactly as the shop shows it. */
  text: string;
  tone: StockTone;
  /** Whether the label deserves attention (every case but a comfortable stock). */
  isFlagged: boolean;
  /** How many units can be bought now. */
  available: number;
}

const restockDateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Formats an ISO date (YYYY-MM-DD) the way stock labels show it: "15 décembre 2026". */
export function formatRestockDate(isoDate: string): string {
  return restockDateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** Describes a variant's stock for a requested quantity, following the shop's stock rules. */
export function describeStock(info: StockInfo, requested = 1): StockLabel {
  if (!info.stock) {
    return {
      key: 'panier.aucune_info_stock',
      values: {},
      text: 'Aucune info de stock',
      tone: 'danger',
      isFlagged: true,
      available: 0,
    };
  }
  const total = Math.max(0, info.stock.total);
  if (total >= requested && total > 0) {
    return {
      key: 'panier.en_stock',
      values: { count: total },
      text: `${total} en stock`,
      tone: 'success',
      isFlagged: false,
      available: total,
    };
  }
  const { reassort } = info;
  if (reassort && total + reassort.mouvement > requested) {
    const date = formatRestockDate(reassort.date);
    return {
      key: 'panier.en_stock_le',
      values: { date },
      text: `En stock le ${date}`,
      tone: 'warning',
      isFlagged: true,
      available: total,
    };
  }
  if (total === 0) {
    return {
      key: 'panier.en_rupture_stock',
      values: {},
      text: 'En rupture de stock',
      tone: 'danger',
      isFlagged: true,
      available: 0,
    };
  }
  return total === 1
    ? {
        key: 'panier.limite_un_exemplaire',
        values: { count: 1 },
        text: 'Stock limité à un exemplaire',
        tone: 'danger',
        isFlagged: true,
        available: 1,
      }
    : {
        key: 'panier.limite_x_exemplaires',
        values: { count: total },
        text: `Stock limité à ${total} exemplaires`,
        tone: 'danger',
        isFlagged: true,
        available: total,
      };
}

/** A variant as availability needs it: its stock, its restock and its delivery lead. */
export interface AvailabilityInfo extends StockInfo {
  delais: readonly number[] | null;
}

/** What a shopper is told about a variant for a requested quantity: one verdict, two lines. */
export interface Availability {
  stock: StockLabel;
  /** Null when nothing can be delivered (sold out without restock, stock unknown): no lead to promise. */
  delivery: DeliveryLabel | null;
  /** Whether the requested quantity can be added now (the add button's state). */
  canAdd: boolean;
}

/**
 * The stock line and the delivery line of a variant, decided together so they never contradict
 * each other: a lead time is promised only for what is in stock; a restock announces the date
 * it ships from; a sold-out or untracked variant gets no delivery promise at all (never
 * "Aucun délai, généralement 30 jours" beside "En rupture de stock").
 */
export function describeAvailability(info: AvailabilityInfo, requested = 1): Availability {
  const stock = describeStock(info, requested);
  const canAdd = stock.available >= requested && requested > 0;
  switch (stock.key) {
    case 'panier.en_stock_le': {
      const date = stock.values.date ?? '';
      return {
        stock,
        delivery: { key: 'livraison.des_le', values: { date }, text: `Expédié à partir du ${date}` },
        canAdd,
      };
    }
    case 'panier.en_rupture_stock':
    case 'panier.aucune_info_stock':
      return { stock, delivery: null, canAdd: false };
    default:
      return { stock, delivery: stock.available > 0 ? describeDeliveryLeadLabel(info.delais) : null, canAdd };
  }
}

/**
 * Whether a variant can be bought now: it has units for sale (a sold-out variant, or one whose
 * stock is unknown, sells nothing — the checkout's guarded statements refuse it too).
 */
export function isPurchasable(stock: number | null): boolean {
  return describeStock({ stock: stock === null ? null : { total: stock }, reassort: null }).available > 0;
}

/** Whether any of a product's variants can be bought: the warning before putting it online. */
export function hasPurchasableVariant(stocks: readonly (number | null)[]): boolean {
  return stocks.some(isPurchasable);
}
