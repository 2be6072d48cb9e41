import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { AddressInputSchema } from './addresses.ts';
import { SalonSignUpSchema } from './auth.ts';
import { OrderLineSchema } from './orders.ts';

const id = z.number({ message: 'Choix requis.' }).int().min(1).max(2_147_483_647);

/** Units of one variant staff may put on one line. */
export const STAFF_ORDER_MAX_QTT = 999;
/** Lines one staff order may carry. */
export const STAFF_ORDER_MAX_LINES = 50;

/** The customer of a staff order: an account, or a new one (invited by mail to choose a password). */
export const StaffOrderCustomerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('existant'), id }),
  SalonSignUpSchema.pick({ prenom: true, nom: true, mail: true }).extend({
    type: z.literal('nouveau'),
    langue: z.enum(LOCALES).default('fr'),
  }),
]);

/** Where the parcel goes: one of the customer's addresses, or a new one saved on their account. */
export const StaffOrderAddressSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('existante'), id }),
  AddressInputSchema.extend({ type: z.literal('nouvelle') }),
]);

export const StaffOrderLineSchema = z.object({
  declinaison_id: id,
  qtt: z
    .number({ message: 'Quantité requise.' })
    .int('Quantité entière requise.')
    .min(1, 'Au moins 1 exemplaire.')
    .max(STAFF_ORDER_MAX_QTT, `Au plus ${STAFF_ORDER_MAX_QTT} exemplaires.`),
});

/** How the customer pays: a payment link sent (or not) to them, or a payment staff received offline. */
export const StaffOrderPaymentSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('lien'), canal: z.enum(['mail', 'sms', 'aucun']) }),
  z.object({ mode: z.literal('hors_ligne'), methode_id: id }),
]);
export type StaffOrderPayment = z.infer<typeof StaffOrderPaymentSchema>;

/** What a quote needs: everything an order does but the payment. */
export const StaffOrderQuoteInputSchema = z.object({
  client: StaffOrderCustomerSchema,
  lignes: z
    .array(StaffOrderLineSchema)
    .min(1, 'Ajoutez au moins un produit.')
    .max(STAFF_ORDER_MAX_LINES, `Au plus ${STAFF_ORDER_MAX_LINES} lignes.`)
    .refine(
      (lines) => new Set(lines.map((line) => line.declinaison_id)).size === lines.length,
      'Chaque produit ne figure qu’une fois : changez plutôt sa quantité.',
    ),
  adresse: StaffOrderAddressSchema,
  /** The delivery method (null while staff have not chosen one: a quote then lists them). */
  livraison: id.nullable().default(null),
  point_relais: id.nullable().default(null),
  code: z
    .string()
    .trim()
    .max(40, 'Code trop long.')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});
export type StaffOrderQuoteInput = z.input<typeof StaffOrderQuoteInputSchema>;

/** POST /api/admin/commandes: a new customer can only be delivered at a new address. */
export const StaffOrderInputSchema = StaffOrderQuoteInputSchema.extend({ paiement: StaffOrderPaymentSchema })
  .refine((input) => input.client.type === 'existant' || input.adresse.type === 'nouvelle', {
    path: ['adresse'],
    message: 'Un nouveau client n’a pas encore d’adresse : saisissez-la.',
  })
  .refine((input) => input.livraison !== null, { path: ['livraison'], message: 'Choisissez un mode de livraison.' });
export type StaffOrderInput = z.input<typeof StaffOrderInputSchema>;
export type StaffOrder = z.output<typeof StaffOrderInputSchema>;

const money = z.number().int();

/** The order as priced by the server (the same rules as checkout), with the methods it may choose. */
export const StaffOrderQuoteSchema = z.object({
  code: z.literal(200),
  lignes: z.array(
    OrderLineSchema.omit({ prix_ht: true }).extend({
      /** Units the storefront can still sell (null: not tracked). */
      stock: z.number().int().nullable(),
    }),
  ),
  methodes: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      prix_ttc: money,
      point_relais: z.boolean(),
      points: z.array(z.object({ id: z.number().int(), nom: z.string(), ville: z.string(), code_postal: z.string() })),
    }),
  ),
  totaux: z.object({
    lignes_ttc: money,
    livraison_ttc: money,
    remise_ttc: money,
    total_ht: money,
    total_ttc: money,
  }),
});
export type StaffOrderQuote = z.infer<typeof StaffOrderQuoteSchema>;

export const StaffOrderAnswerSchema = z.object({
  code: z.literal(200),
  data: z.object({
    hash: z.string(),
    statut: z.string(),
    total_ttc: money,
    /** The payment link bound to the order ('lien'), with whether its message waits in the outbox. */
    lien: z.object({ id: z.number().int(), url: z.string(), en_attente: z.boolean() }).nullable(),
  }),
});

/** GET /api/admin/commandes/declinaisons?q=: variants to add, with their price and live stock. */
export const StaffVariantSearchSchema = z.object({ q: z.string().trim().max(80).default('') });
export const StaffVariantListSchema = z.object({
  code: z.literal(200),
  datas: z.array(
    z.object({
      declinaison_id: z.number().int(),
      produit_label: z.string(),
      label: z.string(),
      prix_ttc: money,
      stock: z.number().int().nullable(),
    }),
  ),
});
export type StaffVariant = z.infer<typeof StaffVariantListSchema>['datas'][number];

/** The offline ways to pay staff may record (active, not online), and whether the card is offered. */
export const StaffPaymentMethodsSchema = z.object({
  code: z.literal(200),
  datas: z.array(z.object({ id: z.number().int(), code: z.string(), label: z.string() })),
});
