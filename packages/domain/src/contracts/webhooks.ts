import { z } from 'zod';

/** What the shop tells registered endpoints of, each once per record. */
export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.shipped',
  'refund.created',
  'withdrawal.created',
  'stock.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as payment providers sign theirs. */
export const WEBHOOK_SIGNATURE_HEADER = 'boutique-signature';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An HTTPS address (plain HTTP only on this machine, for a receiver under test). */
export const WebhookUrlSchema = z
  .string({ message: 'Adresse requise.' })
  .trim()
  .max(2000, 'Adresse trop longue.')
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    } catch {
      return false;
    }
  }, 'Une adresse https:// est requise.');

/** POST /api/webhooks: where to deliver, and which events. */
export const WebhookInputSchema = z.object({
  url: WebhookUrlSchema,
  evenements: z
    .array(z.enum(WEBHOOK_EVENTS, 'Événement inconnu.'))
    .min(1, 'Choisissez au moins un événement.')
    .transform((list) => [...new Set(list)]),
});
export type WebhookInput = z.input<typeof WebhookInputSchema>;

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  evenements: z.array(z.enum(WEBHOOK_EVENTS)),
  created: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** The answer to a new endpoint: its signing secret in full, shown this once. */
export const WebhookCreatedSchema = z.object({ data: WebhookSchema, secret: z.string() });
export type WebhookCreated = z.infer<typeof WebhookCreatedSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['en_attente', 'livree', 'echouee'] as const;

/** One delivery in the log: its attempts and the endpoint's last answer. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  url: z.string(),
  evenement: z.enum(WEBHOOK_EVENTS),
  statut: z.enum(WEBHOOK_DELIVERY_STATUSES),
  tentatives: z.number().int(),
  code_reponse: z.number().int().nullable(),
  reponse: z.string().nullable(),
  created: z.string(),
  derniere_tentative: z.string().nullable(),
  prochaine_tentative: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
