import { describeStock, type BasketLine } from '@boutique/domain';

/** What a cart line allows: add while the quantity is below the stock; past it, only removal. */
export interface LineStock {
  canAdd: boolean;
  /** Stock 0, or a quantity above the stock: the line is flagged and only a remove button shows. */
  isOutOfStock: boolean;
}

export function calculateLineStock(line: Pick<BasketLine, 'quantity' | 'declinaison'>): LineStock {
  const { available } = describeStock({ stock: line.declinaison.stock, reassort: null });
  return { canAdd: line.quantity < available, isOutOfStock: available === 0 || line.quantity > available };
}
