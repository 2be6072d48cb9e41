import { BasketReminderStatsSchema, StatsQuerySchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../plugins/authentication.ts';
import type { BasketReminders } from './basket-reminders.ts';

/** The basket reminders' figures over the stats page's period. */
export const basketRemindersRoutes: FastifyPluginAsyncZod<{ reminders: BasketReminders }> = async (
  app,
  { reminders },
) => {
  app.get(
    '/admin/relances-panier',
    {
      onRequest: requireScope(['admin']),
      schema: { querystring: StatsQuerySchema, response: { 200: BasketReminderStatsSchema } },
    },
    (request) => reminders.stats(request.query.du, request.query.au),
  );
};
