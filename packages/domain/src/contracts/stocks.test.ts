import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_REASONS,
  isLowStock,
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  StockAdjustmentInputSchema,
  StocksQuerySchema,
  StockTransferInputSchema,
} from './stocks.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('stock rules and inputs', () => {
  it('flags a tracked total at or below the product’s threshold, never an untracked one', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(0, 0)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(null, 5)).toBe(false);
  });

  it('names every reason, and leaves the shop’s own (sale, hold, release, transfer) out of adjustments', () => {
    expect(Object.keys(STOCK_REASON_LABELS).sort()).toEqual([...STOCK_REASONS].sort());
    expect(ADJUSTMENT_REASONS).toEqual(['receipt', 'adjustment', 'return']);
    const sale = StockAdjustmentInputSchema.safeParse({
      entrepot_id: 1,
      operation: 'ajouter',
      quantite: 1,
      motif: 'sale',
    });
    expect(issues(sale)).toEqual([['motif', 'Motif inconnu.']]);
  });

  it('adds a signed, non-zero count, or sets a count of zero or more', () => {
    const base = { entrepot_id: '2', motif: 'adjustment' };
    expect(StockAdjustmentInputSchema.parse({ ...base, operation: 'ajouter', quantite: -3 })).toMatchObject({
      entrepot_id: 2,
      quantite: -3,
    });
    expect(StockAdjustmentInputSchema.safeParse({ ...base, operation: 'fixer', quantite: 0 }).success).toBe(true);
    expect(issues(StockAdjustmentInputSchema.safeParse({ ...base, operation: 'ajouter', quantite: 0 }))).toEqual([
      ['quantite', 'Indiquez une quantité différente de zéro.'],
    ]);
    expect(issues(StockAdjustmentInputSchema.safeParse({ ...base, operation: 'fixer', quantite: -1 }))).toEqual([
      ['quantite', 'Le stock ne peut pas être négatif.'],
    ]);
    expect(StockAdjustmentInputSchema.safeParse({ ...base, operation: 'ajouter', quantite: 1.5 }).success).toBe(false);
  });

  it('transfers at least one unit between two different warehouses', () => {
    expect(StockTransferInputSchema.parse({ depuis: 1, vers: 2, quantite: 3, note: '  Salon  ' })).toEqual({
      depuis: 1,
      vers: 2,
      quantite: 3,
      note: 'Salon',
    });
    expect(issues(StockTransferInputSchema.safeParse({ depuis: 1, vers: 1, quantite: 3 }))).toEqual([
      ['vers', 'Choisissez un autre entrepôt que celui de départ.'],
    ]);
    expect(StockTransferInputSchema.safeParse({ depuis: 1, vers: 2, quantite: 0 }).success).toBe(false);
  });

  it('reads the list’s filters from the address', () => {
    expect(StocksQuerySchema.parse({ produit: '4', alerte: 'true' })).toEqual({ produit: 4, alerte: true, page: 1 });
    expect(StocksQuerySchema.safeParse({ entrepot: 'abc' }).success).toBe(false);
  });
});
