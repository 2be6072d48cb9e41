import { z } from 'zod';

/** GET /api/payments/config: which card form the browser shows. */
export const PaymentConfigSchema = z.object({
  code: z.literal(200),
  provider: z.enum(['stripe', 'simulated']),
  publishable_key: z.string().nullable(),
});

const clientSecret = z.string().regex(/^pi_[A-Za-z0-9_]{10,200}$/u, 'Paiement inconnu.');

/** POST /api/payments/simulated/confirm: the test-mode card form (test card numbers only). */
export const SimulatedConfirmSchema = z.object({
  client_secret: clientSecret,
  card: z.string().regex(/^[\d ]{12,23}$/u, 'Numéro de carte invalide.'),
});

/** POST /api/payments/simulated/authenticate: the test-mode authentication step. */
export const SimulatedAuthenticateSchema = z.object({ client_secret: clientSecret, approve: z.boolean() });

export const SimulatedResultSchema = z.object({
  code: z.literal(200),
  status: z.enum(['succeeded', 'requires_action']),
});

/** A payment intent's status, as the provider reports it. */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;

/** POST /api/paiements/retour: the payer is back from the provider with this intent in the URL. */
export const PaymentReturnSchema = z.object({
  intent: z.string().regex(/^pi_[A-Za-z0-9_]{3,200}$/u, 'Paiement inconnu.'),
});

/** What the provider says of the intent; a succeeded one has been placed (order, link) by then. */
export const PaymentReturnResultSchema = z.object({ code: z.literal(200), status: z.enum(INTENT_STATUSES) });
