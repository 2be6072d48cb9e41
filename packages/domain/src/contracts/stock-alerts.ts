import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { shopWallClock } from '../shop-time.ts';
import { MailSchema } from './auth.ts';

/**
 * POST /api/declinaisons/{id}/alerte: "Me prévenir du retour" on a sold-out variant. The address
 * serves that one mail, in `langue`, and is then forgotten.
 */
export const StockAlertSchema = z.object({ mail: MailSchema, langue: z.enum(LOCALES) });
export type StockAlert = z.infer<typeof StockAlertSchema>;

/** The answer, the same whether the address was new, already waiting, or the variant unknown. */
export const StockAlertDoneSchema = z.object({ code: z.literal(202) });

/**
 * Whether the shoppers waiting for a variant are to be told it is back: it has units for sale
 * again (an untracked variant, `null`, sells nothing and so is not back).
 */
export function isBackInStock(stock: number | null): boolean {
  return stock !== null && stock > 0;
}

/** The shop's day of an instant ('YYYY-MM-DD', Paris): what keys a mail sent once a day. */
export function calculateShopDay(at: Date): string {
  return shopWallClock(at).slice(0, 10);
}
