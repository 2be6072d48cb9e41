import { z } from 'zod';
import { BasketSchema } from './basket.ts';

const cents = z.number().int();
const id = z.number().int().positive();

export const VatLineSchema = z.object({ taux_bps: z.number().int(), base_ht: cents, montant: cents });

export const CheckoutTotalsSchema = z.object({
  lignes_ht: cents,
  lignes_ttc: cents,
  livraison_ttc: cents,
  remise_ttc: cents,
  total_ht: cents,
  total_ttc: cents,
  tva: z.array(VatLineSchema),
});

/** A shop or locker where a carrier leaves parcels for the customer to collect. */
export const RelayPointSchema = z.object({
  id,
  nom: z.string(),
  ligne1: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  pays: z.string(),
});
export type RelayPoint = z.infer<typeof RelayPointSchema>;

/** A way to deliver the basket to the chosen address's country, priced for this basket. */
export const DeliveryMethodSchema = z.object({
  id: z.number().int(),
  transporteur: z.string(),
  label: z.string(),
  /** What this basket pays (0 once the free-delivery threshold is reached and the method allows it). */
  prix_ttc: cents,
  /** The method's usual price, shown struck through when delivery is free. */
  prix_ttc_initial: cents,
  /** Lead time in days: one count, or a range of two. */
  delai: z.array(z.number().int().nonnegative()).min(1).max(2),
  /** Delivered to a relay point the customer must choose (then `points` lists the nearest). */
  point_relais: z.boolean(),
  /** The carrier's relay points nearest the delivery address; empty for home delivery. */
  points: z.array(RelayPointSchema),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>;

/** PUT /api/paniers/checkout/{cartId}: the customer's choices; absent fields stay as they were. */
export const CheckoutChoicesSchema = z.object({
  adresse_livraison: id.nullable().optional(),
  adresse_facturation: id.nullable().optional(),
  livraison: id.nullable().optional(),
  /** The relay point, for a method delivering to one. */
  point_relais: id.nullable().optional(),
  /** A discount or ambassador code; null or '' removes it. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .max(40, 'Code trop long.')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  cgv: z.boolean().optional(),
});
export type CheckoutChoices = z.infer<typeof CheckoutChoicesSchema>;

/** GET and PUT /api/paniers/checkout/{cartId}: the basket, the choices made and the totals. */
export const CheckoutStateSchema = z.object({
  code: z.literal(200),
  panier: BasketSchema,
  choix: z.object({
    adresse_livraison: z.number().int().nullable(),
    adresse_facturation: z.number().int().nullable(),
    livraison: z.number().int().nullable(),
    point_relais: z.number().int().nullable(),
    code: z.string().nullable(),
    cgv: z.boolean(),
  }),
  methodes: z.array(DeliveryMethodSchema),
  /** Every country some delivery method serves (ISO codes): the address form lists them first. */
  pays_livraison: z.array(z.string()),
  remise: z.object({ code: z.string(), type: z.enum(['pourcentage', 'montant']), valeur: cents }).nullable(),
  /** Free delivery from this lines total, TTC cents (0: never free). */
  franco_ttc: cents,
  totaux: CheckoutTotalsSchema,
  /** The card, as the payment methods table names it in the customer's language; null while it is off. */
  carte: z.object({ label: z.string() }).nullable().optional(),
  /** What still keeps the customer from paying, as field → messages (empty when ready). */
  manquants: z.record(z.string(), z.array(z.string())),
  /** The VAT charged once the delivery country is known: its country (null: none, outside the EU) and rate. */
  tva: z.object({ pays: z.string().nullable(), taux_bps: z.number().int(), destination: z.string() }).optional(),
});
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;

/** An address as it was when the order was placed (later edits to the address book do not change it). */
export const AddressSnapshotSchema = z.object({
  prenom: z.string(),
  nom: z.string(),
  societe: z.string(),
  ligne1: z.string(),
  ligne2: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  pays: z.string(),
  tel: z.string(),
});
export type AddressSnapshot = z.infer<typeof AddressSnapshotSchema>;

/** GET /api/commandes/{hash}/paiement: paying a reserved order again (checkout-reprise). */
export const ResumePaymentSchema = z.object({
  code: z.literal(200),
  intent_id: z.string(),
  client_secret: z.string(),
});

/** GET /api/prix-pays?pays=DE: the catalogue's prices for a delivery country (VAT by destination). */
export const CountryPricesQuerySchema = z.object({
  pays: z
    .string()
    .regex(/^[A-Za-z]{2}$/u, 'Code pays ISO attendu (DE).')
    .transform((code) => code.toUpperCase()),
});

const countryPrice = z.number().int();
export const CountryPricesSchema = z.object({
  code: z.literal(200),
  pays: z.string(),
  /** The VAT charged there: its country (null: none, outside the EU) and rate. */
  tva: z.object({ pays: z.string().nullable(), taux_bps: z.number().int() }),
  /** Each variant's prices there; empty when they are the French prices (France, or below the threshold). */
  prix: z.array(
    z.object({
      id: z.number().int(),
      prix_ht: countryPrice,
      prix_ttc: countryPrice,
      prix_initial_ht: countryPrice.nullable(),
      prix_initial_ttc: countryPrice.nullable(),
      prix_anterieur_ht: countryPrice.nullable(),
      prix_anterieur_ttc: countryPrice.nullable(),
    }),
  ),
});
export type CountryPrices = z.infer<typeof CountryPricesSchema>;
