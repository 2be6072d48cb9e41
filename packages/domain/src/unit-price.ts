import { z } from 'zod';
import type { Cents } from './money.ts';

/**
 * The price per unit of measure (EU directive 98/6/EC art. 3; in France, arrêté du 16 novembre
 * 1999): a product sold by volume or weight shows its price per litre or per kilogram beside
 * its selling price. A variant declares its net content once, in millilitres or grams.
 */
export const CONTENT_UNITS = ['ml', 'g'] as const;
export type ContentUnit = (typeof CONTENT_UNITS)[number];

/** What the unit price is given per: a litre for a content in ml, a kilogram for one in grams. */
export type UnitOfMeasure = 'l' | 'kg';

export const ContentUnitSchema = z.enum(CONTENT_UNITS);
/** A net content in ml or g: whole units, from 1 up to 100 litres or kilograms. */
export const NetContentSchema = z
  .number({ message: 'Nombre entier attendu.' })
  .int('Nombre entier attendu.')
  .min(1, 'La contenance doit être positive.')
  .max(100_000, 'Contenance trop grande.');

export interface NetContent {
  contenance: number | null;
  unite: ContentUnit | null;
}

export interface UnitPrice {
  cents: Cents;
  per: UnitOfMeasure;
}

/** The price of a litre or a kilogram of the variant, rounded to the cent; null without a content. */
export function unitPrice(priceCents: Cents, { contenance, unite }: NetContent): UnitPrice | null {
  if (contenance === null || unite === null || contenance <= 0) return null;
  return { cents: Math.round((priceCents * 1000) / contenance), per: unite === 'ml' ? 'l' : 'kg' };
}

/** The content is given whole or not at all: a quantity without its unit means nothing. */
export function netContentErrors(content: Partial<NetContent>): Record<string, string[]> {
  const hasQuantity = content.contenance !== null && content.contenance !== undefined;
  const hasUnit = content.unite !== null && content.unite !== undefined;
  if (hasQuantity === hasUnit) return {};
  return hasQuantity
    ? { unite: ['Indiquez l’unité de la contenance (ml ou g).'] }
    : { contenance: ['Indiquez la contenance, ou aucune unité.'] };
}
