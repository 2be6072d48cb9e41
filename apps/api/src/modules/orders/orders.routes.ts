import { OrderAnswerSchema, OrderListSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { listCustomerOrders, readCustomerOrder } from './orders.service.ts';
import { answerData, answerList } from '../../lib/answers.ts';

/** A customer's own orders: the list (paid or to check) and one by its hash. Others' look missing. */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const signedIn = requireScope('user');

  app.get('/commandes/me', { onRequest: signedIn, schema: { response: { 200: OrderListSchema } } }, async (request) =>
    answerList(await listCustomerOrders(db, requireUser(request).id)),
  );

  app.get(
    '/commandes/:hash',
    { onRequest: signedIn, schema: { params: z.object({ hash: z.uuid() }), response: { 200: OrderAnswerSchema } } },
    async (request) => answerData(await readCustomerOrder(db, request.params.hash, requireUser(request).id)),
  );
};
