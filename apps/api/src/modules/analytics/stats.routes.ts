import { SCOPES, StatsQuerySchema, StatsReportSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../plugins/authentication.ts';
import type { StatsService } from './stats.service.ts';

/** `GET /api/admin/stats?du=&au=` (admin): the `stats` screen's report over a period of Paris days. */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.get(
    '/admin/stats',
    {
      onRequest: requireScope(SCOPES.admin),
      schema: { querystring: StatsQuerySchema, response: { 200: StatsReportSchema } },
    },
    async (request) => {
      return stats.report(request.query);
    },
  );
};
