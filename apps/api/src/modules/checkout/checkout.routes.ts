import {
  BasketHashSchema,
  BasketIntentSchema,
  CheckoutChoicesSchema,
  CheckoutStateSchema,
  ResumePaymentSchema,
} from '@boutique/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { CheckoutStateService } from './checkout-state.service.ts';
import type { CheckoutService } from './checkout.service.ts';

/**
 * Each payment start holds stock for a while: per customer (not per address, which a shared
 * connection makes common), a few starts in ten minutes are plenty to pay.
 */
const paymentStartRateLimit = (max: number) => ({
  max,
  timeWindow: 600_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `paiement:${request.user?.id ?? request.ip}`,
});

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  state: CheckoutStateService;
  /** Payment starts per customer in 10 minutes. */
  paymentStarts: number;
}> = async (app, { checkout, state, paymentStarts }) => {
  const signedIn = requireScope('user');
  const cart = z.object({ cartId: BasketHashSchema });

  app.get(
    '/paniers/checkout/:cartId',
    { onRequest: signedIn, schema: { params: cart, response: { 200: CheckoutStateSchema } } },
    async (request) =>
      (await state.quote(requireUser(request).id, request.params.cartId, requestLocale(request))).state,
  );

  app.put(
    '/paniers/checkout/:cartId',
    {
      onRequest: signedIn,
      schema: { params: cart, body: CheckoutChoicesSchema, response: { 200: CheckoutStateSchema } },
    },
    async (request) =>
      state.saveChoices(requireUser(request).id, request.params.cartId, request.body, requestLocale(request)),
  );

  app.get(
    '/paniers/stripeintent/:cartId',
    {
      onRequest: signedIn,
      schema: { params: cart, response: { 200: BasketIntentSchema } },
      config: { rateLimit: paymentStartRateLimit(paymentStarts) },
    },
    async (request) => ({
      code: 200 as const,
      ...(await checkout.startPayment(requireUser(request), request.params.cartId, requestLocale(request))),
    }),
  );

  app.get(
    '/commandes/:hash/paiement',
    {
      onRequest: signedIn,
      schema: { params: z.object({ hash: z.uuid() }), response: { 200: ResumePaymentSchema } },
    },
    async (request) => ({
      code: 200 as const,
      ...(await checkout.resumePayment(requireUser(request), request.params.hash)),
    }),
  );
};
