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
