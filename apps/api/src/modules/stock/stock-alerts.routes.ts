import { StockAlertDoneSchema, StockAlertSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StockAlerts } from './stock-alerts.service.ts';

/** As the newsletter form: at most 10 requests an hour from one client. */
const STOCK_ALERT_RATE_LIMIT = { max: 10, timeWindow: 3_600_000 };

const VariantParamsSchema = z.object({ declinaisonId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * "Me prévenir du retour": public, and answering 202 whether the address is new, already waiting
 * or the variant unknown, so the form tells nobody who waits for what.
 */
export const stockAlertsRoutes: FastifyPluginAsyncZod<{ alerts: StockAlerts }> = async (app, { alerts }) => {
  app.post(
    '/declinaisons/:declinaisonId/alerte',
    {
      schema: { params: VariantParamsSchema, body: StockAlertSchema, response: { 202: StockAlertDoneSchema } },
      config: { rateLimit: STOCK_ALERT_RATE_LIMIT },
    },
    async (request, reply) => {
      await alerts.register(request.params.declinaisonId, request.body);
      return reply.code(202).send({ code: 202 as const });
    },
  );
};
