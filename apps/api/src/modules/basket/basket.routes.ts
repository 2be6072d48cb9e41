import {
  BasketGetResultSchema,
  BasketHashSchema,
  BasketUpdateResultSchema,
  BasketUpdateSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.ts';
import type { BasketService } from './basket.service.ts';

export const basketRoutes: FastifyPluginAsyncZod<{ baskets: BasketService }> = async (app, { baskets }) => {
  app.post(
    '/paniers/qtt',
    {
      schema: { body: BasketUpdateSchema, response: { 200: BasketUpdateResultSchema, 409: BasketUpdateResultSchema } },
    },
    async (request, reply) => {
      const outcome = await baskets.updateQuantity(request.body, requestLocale(request));
      reply.header('cache-control', 'no-store');
      const body = { panier: outcome.basket, cds: outcome.basket.commandes_declinaisons, qtt: outcome.qtt };
      if (outcome.isApplied) return { code: 200, ...body };
      return reply.code(409).send({ code: 409, ...body, message: outcome.message, errors: { qtt: [outcome.message] } });
    },
  );

  app.get(
    '/paniers/get/:hash',
    { schema: { params: z.object({ hash: BasketHashSchema }), response: { 200: BasketGetResultSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 200 as const, panier: await baskets.getBasket(request.params.hash, requestLocale(request)) };
    },
  );
};
