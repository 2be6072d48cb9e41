import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/errors.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import { stripeIntentToPaymentIntent, type StripeProvider } from '../../providers/payments/stripe-provider.ts';

/** The intent a charge belongs to, whether Stripe sent its id or the expanded object. */
const intentIdOf = (charge: Stripe.Charge) =>
  typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);

/**
 * POST /api/webhooks/stripe. The signature is checked on the exact bytes Stripe sent, so this
 * scope reads JSON bodies as raw buffers. Succeeded, failed and refunded payments go through the
 * shared, idempotent payment events; other event types are acknowledged and ignored.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  provider: StripeProvider | null;
  events: PaymentEvents;
}> = async (app, { provider, events }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/stripe', async (request) => {
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
    }
    return { code: 200, received: true };
  });
};
