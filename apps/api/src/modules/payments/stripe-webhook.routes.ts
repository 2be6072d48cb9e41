import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/errors.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import { stripeIntentToPaymentIntent, type StripeProvider } from '../../providers/payments/stripe-provider.ts';

/**
 * POST /api/webhooks/stripe. The signature is checked on the exact bytes Stripe sent, so this
 * scope reads JSON bodies as raw buffers. A succeeded intent goes through the shared, idempotent
 * "payment succeeded" path.
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
    if (!provider) throw new AppError(503, 'Les paiements Stripe ne sont pas configurés.');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError(400, 'Signature manquante.');
    }
    let event: Stripe.Event;
    try {
      event = provider.verifyWebhook(request.body, signature);
    } catch {
      throw new AppError(400, 'Signature invalide.');
    }
    if (event.type === 'payment_intent.succeeded') {
      await events.succeeded({ eventId: event.id, intent: stripeIntentToPaymentIntent(event.data.object) });
    }
    return { code: 200, received: true };
  });
};
