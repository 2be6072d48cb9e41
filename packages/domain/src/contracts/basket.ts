import { z } from 'zod';
import { DeclinaisonSchema } from './catalogue.ts';
import { ErrorReasonSchema, FieldReasonsSchema } from './envelope.ts';

/** A basket hash: a random UUID made by the browser, so nobody can guess another's. */
export const BasketHashSchema = z.uuid({ message: 'Identifiant de panier invalide.' });

/** Largest change of quantity one call may ask for. */
export const MAX_QTT_CHANGE = 99;

/** POST /api/paniers/qtt: add (+n) or remove (−n) units of a variant. */
export const BasketUpdateSchema = z.object({
  panier: BasketHashSchema,
  declinaison: z.coerce
    .number({ message: 'Déclinaison invalide.' })
    .int('Déclinaison invalide.')
    .positive('Déclinaison invalide.')
    .max(2_147_483_647, 'Déclinaison invalide.'),
  qtt: z.coerce
    .number({ message: 'Quantité invalide.' })
    .int('La quantité doit être un nombre entier.')
    .min(-MAX_QTT_CHANGE, `La quantité doit être comprise entre -${MAX_QTT_CHANGE} et ${MAX_QTT_CHANGE}.`)
    .max(MAX_QTT_CHANGE, `La quantité doit être comprise entre -${MAX_QTT_CHANGE} et ${MAX_QTT_CHANGE}.`)
    .refine((value) => value !== 0, 'La quantité ne peut pas être nulle.'),
});
export type BasketUpdate = z.infer<typeof BasketUpdateSchema>;

const cents = z.number().int();

/** One line of the cart view, priced from the database at read time. */
export const BasketLineSchema = z.object({
  /** The variant id (lines are keyed by variant). */
  id: z.number().int(),
  quantity: z.number().int().positive(),
  produit: z.object({ id: z.number().int(), slug: z.string(), label: z.string() }),
  /** The variant's prices as the catalogue gives them, its prior price among them (Omnibus). */
  declinaison: DeclinaisonSchema.pick({
    id: true,
    conteneur: true,
    label: true,
    prix_ht: true,
    prix_ttc: true,
    prix_initial_ht: true,
    prix_initial_ttc: true,
    prix_anterieur_ht: true,
    prix_anterieur_ttc: true,
    stock: true,
  }),
  prix_total: cents,
  prix_total_initial: cents,
  prix_total_ht: cents,
  prix_total_initial_ht: cents,
});
export type BasketLine = z.infer<typeof BasketLineSchema>;

/** The basket as the server answers it: raw contents plus the priced cart view. */
export const BasketSchema = z.object({
  hash: BasketHashSchema,
  commandes_declinaisons: z.array(z.object({ declinaison_id: z.number().int(), qtt: z.number().int() })),
  count: z.number().int(),
  total_ht: cents,
  total_ttc: cents,
  total_initial_ht: cents,
  total_initial_ttc: cents,
  lignes: z.array(BasketLineSchema),
  /** Product ids to suggest, ranked. */
  ventesCroisees: z.array(z.number().int()),
});
export type Basket = z.infer<typeof BasketSchema>;

/** Answer of POST /api/paniers/qtt; on 409 the same shape comes with `message` and the `qtt` kept. */
export const BasketUpdateResultSchema = z.object({
  code: z.number().int(),
  panier: BasketSchema,
  cds: BasketSchema.shape.commandes_declinaisons,
  /** The quantity of the variant now in the basket (overrides the browser's). */
  qtt: z.number().int(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  reason: ErrorReasonSchema.optional(),
  fieldReasons: FieldReasonsSchema.optional(),
});
export type BasketUpdateResult = z.infer<typeof BasketUpdateResultSchema>;

/**
 * Answer of GET /api/paniers/get/{hash}. A basket exists once something was put in it; an unknown
 * (or purged) hash reads as an empty basket, so the browser simply starts again.
 */
export const BasketGetResultSchema = z.object({ code: z.literal(200), panier: BasketSchema });

/** Answer of GET /api/paniers/stripeintent/{cartId}: the payment of the order just reserved. */
export const BasketIntentSchema = z.object({
  code: z.literal(200),
  intent_id: z.string(),
  client_secret: z.string(),
  customer_id: z.string().nullable(),
  /** The order's hash, for checkout-confirmation/{hash} and checkout-reprise/{hash}. */
  commande: z.uuid(),
});

/**
 * GET /api/admin/relances-panier?du=&au= (the stats' period): basket reminders sent in the period,
 * the baskets paid after their reminder, and what those orders brought (TTC, cents).
 */
export const BasketReminderStatsSchema = z.object({
  code: z.literal(200),
  envoyees: z.number().int(),
  recuperes: z.number().int(),
  chiffre_affaires: z.number().int(),
});
export type BasketReminderStats = z.infer<typeof BasketReminderStatsSchema>;
