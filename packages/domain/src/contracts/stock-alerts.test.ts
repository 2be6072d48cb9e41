import { describe, expect, it } from 'vitest';
import { calculateShopDay, isBackInStock, StockAlertSchema } from './stock-alerts.ts';

describe('stock alerts', () => {
  it('calls a variant back in stock only once it has units for sale', () => {
    expect(isBackInStock(1)).toBe(true);
    expect(isBackInStock(0)).toBe(false);
    expect(isBackInStock(-2)).toBe(false);
    expect(isBackInStock(null)).toBe(false);
  });

  it('keys the day on the Paris calendar, not UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time, UTC+2).
    expect(calculateShopDay(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(calculateShopDay(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(calculateShopDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
  });

  it('takes an address lower-cased and a shop language, nothing else', () => {
    expect(StockAlertSchema.parse({ mail: ' Claire@Example.FR ', langue: 'de' })).toEqual({
      mail: 'claire@example.fr',
      langue: 'de',
    });
    expect(StockAlertSchema.safeParse({ mail: 'claire', langue: 'fr' }).success).toBe(false);
    expect(StockAlertSchema.safeParse({ mail: 'claire@example.fr', langue: 'it' }).success).toBe(false);
  });
});
