import {
  SCOPES,
  StockAdjustmentInputSchema,
  StockMovementListSchema,
  StockMovementsQuerySchema,
  StocksQuerySchema,
  StockTransferInputSchema,
  VariantStockAnswerSchema,
  VariantStockListSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../plugins/authentication.ts';
import type { StockService } from './stock.service.ts';
import { answerData } from '../../lib/answers.ts';

const VariantParamsSchema = z.object({ declinaisonId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The back office's stock: counts per warehouse, adjustments, transfers and the ledger. */
export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  const adminOnly = requireScope(SCOPES.admin);

  app.get(
    '/stocks',
    { onRequest: adminOnly, schema: { querystring: StocksQuerySchema, response: { 200: VariantStockListSchema } } },
    async (request) => ({ code: 200 as const, ...(await stock.list(request.query)) }),
  );

  app.post(
    '/stocks/:declinaisonId/ajustement',
    {
      onRequest: adminOnly,
      schema: {
        params: VariantParamsSchema,
        body: StockAdjustmentInputSchema,
        response: { 200: VariantStockAnswerSchema },
      },
    },
    async (request) => answerData(await stock.adjust(request.user!.id, request.params.declinaisonId, request.body)),
  );

  app.post(
    '/stocks/:declinaisonId/transfert',
    {
      onRequest: adminOnly,
      schema: {
        params: VariantParamsSchema,
        body: StockTransferInputSchema,
        response: { 200: VariantStockAnswerSchema },
      },
    },
    async (request) => answerData(await stock.transfer(request.user!.id, request.params.declinaisonId, request.body)),
  );

  app.get(
    '/stocks/:declinaisonId/mouvements',
    {
      onRequest: adminOnly,
      schema: {
        params: VariantParamsSchema,
        querystring: StockMovementsQuerySchema,
        response: { 200: StockMovementListSchema },
      },
    },
    async (request) => ({
      code: 200 as const,
      ...(await stock.movements(request.params.declinaisonId, request.query.page)),
    }),
  );
};
