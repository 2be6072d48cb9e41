import { BasketHashSchema, BasketIntentSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { CheckoutService } from './checkout.service.ts';

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  app.get(
    '/paniers/stripeintent/:cartId',
    {
      onRequest: requireScope('user'),
      schema: { params: z.object({ cartId: BasketHashSchema }), response: { 200: BasketIntentSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 200 as const, ...(await checkout.startPayment(requireUser(request), request.params.cartId)) };
    },
  );
};
