import { z } from 'zod';
import { CalendarDateSchema } from '../contracts/calendar-date.ts';
import { pricesAgree } from '../money.ts';
import { ContentUnitSchema, NetContentSchema } from '../unit-price.ts';
import { foreignId, label, order, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label', 'conteneur'], 200);
const cents = z.number().int().min(0).max(100_000_000);

/** Delivery lead time: one day count, or a range of two, or none when unknown. */
export const DeliveryDaysSchema = z
  .array(z.number().int().min(0).max(365))
  .max(2, 'Un ou deux nombres de jours.')
  .refine((days) => days.length < 2 || days[0]! <= days[1]!, 'Le premier délai ne peut dépasser le second.');

/** The price fields of a variant, as a change may carry them (any may be absent). */
export interface VariantPrices {
  prix_ht?: number | null;
  prix_ttc?: number | null;
  prix_initial_ht?: number | null;
  prix_initial_ttc?: number | null;
}

/**
 * The VAT rule on a variant's prices, for the server (on the row a write would leave) and the
 * form: each HT/TTC pair agrees at the standard rate, and the initial pair is both set or both
 * empty. Field → messages, empty when all is well.
 */
export function variantPriceErrors(prices: VariantPrices): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { prix_ht, prix_ttc, prix_initial_ht, prix_initial_ttc } = prices;
  if (typeof prix_ht === 'number' && typeof prix_ttc === 'number' && !pricesAgree(prix_ht, prix_ttc)) {
    errors.prix_ttc = ['Le prix TTC ne correspond pas au prix HT (TVA 20 %).'];
  }
  const initialHt = prix_initial_ht ?? null;
  const initialTtc = prix_initial_ttc ?? null;
  if ((initialHt === null) !== (initialTtc === null)) {
    errors.prix_initial_ttc = ['Indiquez le prix initial HT et TTC, ou aucun des deux.'];
  } else if (initialHt !== null && initialTtc !== null && !pricesAgree(initialHt, initialTtc)) {
    errors.prix_initial_ttc = ['Le prix initial TTC ne correspond pas au prix initial HT (TVA 20 %).'];
  }
  return errors;
}

/**
 * A product's variants (declinaisons), edited inline on the product page; each keeps its own
 * version. A new variant is created with its opening stock (`stock_initial`, 0 unless told, in
 * `entrepot_id` or the first warehouse), so it is tracked from the start; after that the stock is
 * shown, not edited here: it moves with orders, restocks and the stock screen's adjustments.
 */
export const variantesResource = defineAdminResource({
  model: 'variantes',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    produit_id: z.number().int(),
    conteneur: z.string(),
    label: z.string(),
    prix_ht: z.number().int(),
    prix_ttc: z.number().int(),
    prix_initial_ht: z.number().int().nullable(),
    prix_initial_ttc: z.number().int().nullable(),
    stock: z.number().int().nullable(),
    reassort_date: z.string().nullable(),
    reassort_mouvement: z.number().int().nullable(),
    delais: z.array(z.number().int()),
    visuel_id: z.number().int().nullable(),
    contenance: z.number().int().nullable(),
    unite: ContentUnitSchema.nullable(),
    ordre: z.number().int(),
    traductions,
    version,
  }),
  input: z.object({
    produit_id: foreignId,
    label,
    conteneur: z.string().trim().max(200).optional(),
    prix_ht: cents,
    prix_ttc: cents,
    prix_initial_ht: cents.nullable().optional(),
    prix_initial_ttc: cents.nullable().optional(),
    reassort_date: CalendarDateSchema.nullable().optional(),
    reassort_mouvement: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
    delais: DeliveryDaysSchema.optional(),
    visuel_id: foreignId.nullable().optional(),
    /** Net content, in `unite`: the price per litre or kilogram is shown from it. */
    contenance: NetContentSchema.nullable().optional(),
    unite: ContentUnitSchema.nullable().optional(),
    ordre: order.optional(),
    traductions: traductions.optional(),
    /** At creation only: the units on hand (0 unless told), put in `entrepot_id` or the first warehouse. */
    stock_initial: z
      .number({ message: 'Nombre entier attendu.' })
      .int('Nombre entier attendu.')
      .min(0, 'Le stock ne peut pas être négatif.')
      .max(1_000_000, 'Quantité trop grande.')
      .optional(),
    /** Null or absent: the first warehouse. */
    entrepot_id: foreignId.nullable().optional(),
  }),
  filters: z.object({
    q: querySearch.optional(),
    produit: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  }),
  sortable: ['ordre', 'label', 'prix_ht', 'id'],
  labels: {
    singular: 'Déclinaison',
    plural: 'Déclinaisons',
    fields: {
      produit_id: 'Produit',
      label: 'Nom',
      conteneur: 'Contenant',
      prix_ht: 'Prix HT',
      prix_ttc: 'Prix TTC',
      prix_initial_ht: 'Prix initial HT',
      prix_initial_ttc: 'Prix initial TTC',
      stock: 'Stock',
      stock_initial: 'Stock initial',
      entrepot_id: 'Entrepôt',
      // Written by the stock calls (adjustment, transfer), shown in the variant's history.
      motif: 'Motif du mouvement',
      reassort_date: 'Date de réassort',
      reassort_mouvement: 'Quantité de réassort',
      delais: 'Délai de livraison (jours)',
      visuel_id: 'Visuel',
      contenance: 'Contenance',
      unite: 'Unité',
      ordre: 'Ordre',
    },
  },
});
