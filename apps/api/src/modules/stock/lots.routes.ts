import {
  LotIdParamsSchema,
  LotRecallSchema,
  LotRecallSentSchema,
  LotsQuerySchema,
  LotStockListSchema,
  SCOPES,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireFreshSecondFactor, requireScope } from '../../plugins/authentication.ts';
import type { LotsService } from './lots.service.ts';
import { sendCsv } from '../../lib/csv-http.ts';

/** The back office's lots (ad/lots): stock per lot, those close to their date, recalls. */
export const lotsRoutes: FastifyPluginAsyncZod<{ lots: LotsService }> = async (app, { lots }) => {
  const adminOnly = requireScope(SCOPES.admin);

  app.get(
    '/lots',
    { onRequest: adminOnly, schema: { querystring: LotsQuerySchema, response: { 200: LotStockListSchema } } },
    async (request) => ({ code: 200 as const, ...(await lots.list(request.query)) }),
  );

  app.get(
    '/lots/:lotId/rappel',
    { onRequest: adminOnly, schema: { params: LotIdParamsSchema, response: { 200: LotRecallSchema } } },
    async (request) => ({ code: 200 as const, ...(await lots.recall(request.params.lotId)) }),
  );

  app.post(
    '/lots/:lotId/rappel',
    { onRequest: adminOnly, schema: { params: LotIdParamsSchema, response: { 200: LotRecallSentSchema } } },
    async (request) => ({ code: 200 as const, ...(await lots.sendRecall(request.params.lotId, request.user!.id)) }),
  );

  app.get(
    '/lots/:lotId/rappel.csv',
    { onRequest: adminOnly, schema: { params: LotIdParamsSchema } },
    async (request, reply) => {
      // Customers' names and addresses leave the shop: a fresh proof of the second factor.
      requireFreshSecondFactor(request);
      const { csv, filename } = await lots.recallCsv(request.params.lotId);
      return sendCsv(reply, filename, csv);
    },
  );
};
