import { PaymentReturnResultSchema, PaymentReturnSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { paymentNotFound } from './payment-refusals.ts';

/** Each call asks the provider: kept well under its own rate limits. */
const RETURN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * POST /api/paiements/retour: the payer is back on the shop (`?payment_intent=pi_…` after a
 * redirect, or right after paying in the page). The provider, not the browser, says whether the
 * intent succeeded; if it did, the sale is placed through the same idempotent path as the webhook,
 * so a slow or lost webhook never leaves a paid customer waiting. Public: it can only place what
 * the provider already says is paid.
 */
export const paymentReturnRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider;
  events: PaymentEvents;
}> = async (app, { provider, events }) => {
  app.post(
    '/paiements/retour',
    {
      schema: { body: PaymentReturnSchema, response: { 200: PaymentReturnResultSchema } },
      config: { rateLimit: RETURN_RATE_LIMIT },
    },
    async (request, reply) => {
      const intent = await provider.retrieveIntent(request.body.intent);
      if (!intent) throw paymentNotFound();
      if (intent.status === 'succeeded') await events.succeeded({ eventId: `retour:${intent.id}`, intent });
      reply.header('cache-control', 'no-store');
      return { code: 200 as const, status: intent.status };
    },
  );
};
