import { randomBytes } from 'node:crypto';
import {
  PaymentConfigSchema,
  SimulatedAuthenticateSchema,
  SimulatedConfirmSchema,
  SimulatedResultSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { SimulatedOutcome, SimulatedProvider } from '../../providers/payments/simulated-provider.ts';
import { paymentNotFound } from './payment-refusals.ts';

const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** GET /api/payments/config: which card form the browser shows. */
export const paymentConfigRoutes: FastifyPluginAsyncZod<{
  provider: 'stripe' | 'simulated';
  publishableKey: string | null;
}> = async (app, { provider, publishableKey }) => {
  app.get('/payments/config', { schema: { response: { 200: PaymentConfigSchema } } }, async () => ({
    code: 200 as const,
    provider,
    publishable_key: publishableKey,
  }));
};

/**
 * The simulated provider's card form calls: a success goes through the same "payment succeeded"
 * path as a Stripe webhook. Registered only when no Stripe key is configured.
 */
export const simulatedPaymentRoutes: FastifyPluginAsyncZod<{
  provider: SimulatedProvider;
  events: PaymentEvents;
}> = async (app, { provider, events }) => {
  const settle = async (outcome: SimulatedOutcome | null) => {
    if (!outcome) throw paymentNotFound();
    if (outcome.status === 'declined') {
      // Each failed attempt is its own event, as each Stripe sends is.
      if (outcome.intent) {
        const eventId = `evt_sim_failed_${randomBytes(12).toString('hex')}`;
        await events.failed({ eventId, intent: outcome.intent, message: outcome.message });
      }
      throw new AppError(400, outcome.message, { card: [outcome.message] }, 'payment_refused');
    }
    if (outcome.status === 'succeeded') {
      await events.succeeded({ eventId: `evt_sim_${outcome.intent.id}`, intent: outcome.intent });
    }
    return { code: 200 as const, status: outcome.status };
  };

  app.post(
    '/payments/simulated/confirm',
    {
      schema: { body: SimulatedConfirmSchema, response: { 200: SimulatedResultSchema } },
      config: { rateLimit: CONFIRM_RATE_LIMIT },
    },
    async (request) => settle(await provider.confirm(request.body.client_secret, request.body.card)),
  );

  app.post(
    '/payments/simulated/authenticate',
    {
      schema: { body: SimulatedAuthenticateSchema, response: { 200: SimulatedResultSchema } },
      config: { rateLimit: CONFIRM_RATE_LIMIT },
    },
    async (request) => settle(await provider.authenticate(request.body.client_secret, request.body.approve)),
  );
};
