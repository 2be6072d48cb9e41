import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.ts';
import { LOCALES } from '../locales.ts';

/** The largest amount a link may ask for: 100,000 €. */
export const MAX_LINK_AMOUNT_CENTS = 10_000_000;

/** POST /api/stripelinks and PUT /api/stripelinks/{id}: amounts are integer cents. */
export const PaymentLinkInputSchema = z.object({
  montant: z
    .number({ message: 'Montant requis.' })
    .int('Le montant est en centimes entiers.')
    .positive('Le montant doit être positif.')
    .max(MAX_LINK_AMOUNT_CENTS, 'Montant trop élevé.'),
  message: z.string().trim().max(1000, 'Message trop long.').default(''),
  prenom: z.string().trim().max(80, 'Prénom trop long.').default(''),
  nom: z.string().trim().max(80, 'Nom trop long.').default(''),
  mail: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ message: 'Adresse e-mail invalide.' })),
    ])
    .default(''),
  tel: z.string().trim().max(25, 'Numéro trop long.').default(''),
  langue: z.enum(LOCALES).default('fr'),
});
export type PaymentLinkInput = z.infer<typeof PaymentLinkInputSchema>;

/** What every view of a link holds: the amount asked, the message, who it is for and in which language. */
export const PaymentLinkFieldsSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  montant: z.number().int(),
  message: z.string(),
  prenom: z.string(),
  nom: z.string(),
  mail: z.string(),
  tel: z.string(),
  langue: z.enum(LOCALES),
});

/** A payment link as staff see it. */
export const PaymentLinkSchema = PaymentLinkFieldsSchema.extend({
  created: z.string(),
  created_by: z.number().int().nullable(),
  intent: z.string().nullable(),
  paye: z.string().nullable(),
  event: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

/** GET /api/stripelinks/links?du&au: a date range, the current month by default. */
export const PaymentLinksQuerySchema = z
  .object({ du: CalendarDateSchema.optional(), au: CalendarDateSchema.optional() })
  .refine(({ du, au }) => !du || !au || du <= au, {
    message: 'La date de début doit précéder la date de fin.',
    path: ['du'],
  });

export const PaymentLinksAnswerSchema = z.object({
  code: z.literal(200),
  links: z.array(PaymentLinkSchema),
  du: CalendarDateSchema,
  au: CalendarDateSchema,
});

/** What the public payment page may know of a link: no more than it shows. */
export const PublicPaymentLinkSchema = PaymentLinkFieldsSchema.extend({ paye: z.string().nullable() });
export type PublicPaymentLink = z.infer<typeof PublicPaymentLinkSchema>;

/** A payment link's public handle as links carry it: the page refuses any other shape at once. */
export const PaymentLinkHashSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/u, 'Lien invalide.');

/** GET /api/stripelinks/intent/{hash} */
export const PaymentLinkIntentSchema = z.object({
  code: z.literal(200),
  link: PublicPaymentLinkSchema,
  client_secret: z.string().nullable(),
  pi_status: z.string(),
  /** The order a link bound to one pays: its lines and totals, shown on the page. */
  commande: z
    .object({
      lignes: z.array(
        z.object({ produit_label: z.string(), label: z.string(), qtt: z.number().int(), prix_ttc: z.number().int() }),
      ),
      livraison_label: z.string().nullable(),
      livraison_ttc: z.number().int(),
      remise_ttc: z.number().int(),
      total_ttc: z.number().int(),
    })
    .nullable()
    .optional(),
});

export const NOTIFY_CHANNELS = ['mail', 'tel'] as const;
