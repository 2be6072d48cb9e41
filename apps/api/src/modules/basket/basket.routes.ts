import {
  BasketGetResultSchema,
  BasketHashSchema,
  BasketSchema,
  BasketUpdateResultSchema,
  BasketUpdateSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { BasketService } from './basket.service.ts';
import { compiledSerializer } from './compiled-serializer.ts';
import { answerList } from '../../lib/answers.ts';

export const basketRoutes: FastifyPluginAsyncZod<{ baskets: BasketService }> = async (app, { baskets }) => {
  app.post(
    '/paniers/qtt',
    {
      schema: { body: BasketUpdateSchema, response: { 200: BasketUpdateResultSchema, 409: BasketUpdateResultSchema } },
      // Every click on + or − in the cart: the answer is written by a serializer compiled from the
      // same schema rather than checked field by field again.
      serializerCompiler: compiledSerializer,
    },
    async (request, reply) => {
      const outcome = await baskets.updateQuantity(request.body, request.user?.id ?? null, requestLocale(request));
      reply.header('cache-control', 'no-store');
      const body = { panier: outcome.basket, cds: outcome.basket.commandes_declinaisons, qtt: outcome.qtt };
      if (outcome.isApplied) return { code: 200, ...body };
      return reply.code(409).send({
        code: 409,
        ...body,
        message: outcome.message,
        errors: { qtt: [outcome.message] },
        reason: 'stock_insufficient',
        fieldReasons: { qtt: ['stock_insufficient'] },
      });
    },
  );

  app.get(
    '/paniers/byMe',
    {
      onRequest: requireScope('user'),
      schema: { response: { 200: z.object({ code: z.literal(200), datas: z.array(BasketSchema) }) } },
    },
    async (request) => {
      const user = requireUser(request);
      return answerList(await baskets.listUserBaskets(user.id, requestLocale(request)));
    },
  );

  app.get(
    '/paniers/get/:hash',
    { schema: { params: z.object({ hash: BasketHashSchema }), response: { 200: BasketGetResultSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const panier = await baskets.getBasket(request.params.hash, request.user?.id ?? null, requestLocale(request));
      return { code: 200 as const, panier };
    },
  );
};
