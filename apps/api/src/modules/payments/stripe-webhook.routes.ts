import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import { REFUND_RECORD_KEY } from '../../providers/payments/payment-provider.ts';
import { stripeIntentToPaymentIntent, type StripeProvider } from '../../providers/payments/stripe-provider.ts';

/** The intent a charge belongs to, whether Stripe sent its id or the expanded object. */
const intentIdOf = (charge: Stripe.Charge) =>
  typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);

/** The intent a refund belongs to, whether Stripe sent its id or the expanded object. */
const refundIntentIdOf = (refund: Stripe.Refund) =>
  typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);

/** The shop's refund a Stripe refund was asked for (`metadata.remboursement_id`), when it names one. */
const recordIdOf = (refund: Stripe.Refund) => {
  const value = Number(refund.metadata?.[REFUND_RECORD_KEY]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * POST /api/webhooks/stripe. The signature is checked on the exact bytes Stripe sent, so this
 * scope reads JSON bodies as raw buffers. Succeeded, failed and refunded payments, and refunds
 * settled later (`refund.updated`, `charge.refund.updated`, `refund.failed`: a 'pending' refund
 * that succeeded or failed), go through the shared, idempotent payment events; other event types
 * are acknowledged and ignored.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  provider: StripeProvider | null;
  events: PaymentEvents;
}> = async (app, { provider, events }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );

  const schema = { response: { 200: z.object({ code: z.literal(200), received: z.literal(true) }) } };
  app.post('/webhooks/stripe', { schema }, async (request) => {
    if (!provider) throw new AppError(503, 'Les paiements Stripe ne sont pas configurés.', {}, 'payments_unconfigured');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError(400, 'Signature manquante.', {}, 'webhook_signature_invalid');
    }
    let event: Stripe.Event;
    try {
      event = provider.verifyWebhook(request.body, signature);
    } catch {
      throw new AppError(400, 'Signature invalide.', {}, 'webhook_signature_invalid');
    }
    if (event.type === 'payment_intent.succeeded') {
      await events.succeeded({ eventId: event.id, intent: stripeIntentToPaymentIntent(event.data.object) });
    } else if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      await events.failed({
        eventId: event.id,
        intent: stripeIntentToPaymentIntent(intent),
        message: intent.last_payment_error?.message ?? null,
      });
    } else if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intentId = intentIdOf(charge);
      if (intentId) {
        await events.refunded({
          eventId: event.id,
          intentId,
          refundId: charge.refunds?.data[0]?.id ?? null,
          amountRefunded: charge.amount_refunded,
          isFullyRefunded: charge.refunded,
        });
      }
    } else if (
      event.type === 'refund.updated' ||
      event.type === 'charge.refund.updated' ||
      event.type === 'refund.failed'
    ) {
      const refund = event.data.object;
      const intentId = refundIntentIdOf(refund);
      if (intentId) {
        await events.refundUpdated({
          eventId: event.id,
          intentId,
          refundId: refund.id,
          // refund.failed names the outcome even if the object were sent as it was before.
          status: event.type === 'refund.failed' ? 'failed' : (refund.status ?? 'pending'),
          recordId: recordIdOf(refund),
        });
      }
    }
    return { code: 200 as const, received: true as const };
  });
};
