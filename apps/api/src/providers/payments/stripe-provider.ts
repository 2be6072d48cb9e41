import type Stripe from 'stripe';
import {
  REFUND_RECORD_KEY,
  RefundRefused,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

const toIntent = (intent: Stripe.PaymentIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  amount: intent.amount,
  status: (['requires_action', 'processing', 'succeeded', 'canceled'].includes(intent.status)
    ? intent.status
    : 'requires_payment_method') as IntentStatus,
  metadata: intent.metadata,
});

/**
 * Card payments through Stripe's Payment Intents, with the official SDK (loaded only when the
 * shop has Stripe keys: it weighs on every process's start).
 */
export async function createStripeProvider(settings: StripeSettings) {
  const { default: Stripe } = await import('stripe');
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  /** The intent's refund asked for the shop's refund `recordId`, if Stripe holds one (all pages read). */
  const findRefundOf = async (intentId: string, recordId: number) => {
    for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
      if (refund.metadata?.[REFUND_RECORD_KEY] === String(recordId)) return refund;
    }
    return null;
  };

  const provider: PaymentProvider & {
    /** Verifies a webhook's signature on the raw body (5-minute tolerance); throws when wrong. */
    verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
  } = {
    kind: 'stripe',
    async createIntent({ amount, metadata, idempotencyKey }) {
      // The idempotency key makes a retried or timed-out call answer the same intent.
      const intent = await stripe.paymentIntents.create(
        { amount, currency: 'eur', metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (error) {
        // Already paid, already cancelled, or unknown: nothing left to cancel.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },
    async refund({ intentId, amount, idempotencyKey, recordId }) {
      // Same key, same refund: a retried or concurrent call never gives the money back twice. The
      // key lasts 24 hours at Stripe: past that, the refund carrying our record's id is looked for first.
      try {
        if (recordId !== undefined) {
          const earlier = await findRefundOf(intentId, recordId);
          if (earlier) return { id: earlier.id, status: earlier.status ?? 'pending' };
        }
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            ...(amount === undefined ? {} : { amount }),
            ...(recordId === undefined ? {} : { metadata: { [REFUND_RECORD_KEY]: String(recordId) } }),
          },
          { idempotencyKey },
        );
        return { id: refund.id, status: refund.status ?? 'pending' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefused(error.message);
        throw error;
      }
    },
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, 300);
    },
  };
  return provider;
}

export type StripeProvider = Awaited<ReturnType<typeof createStripeProvider>>;
export { toIntent as stripeIntentToPaymentIntent };
