import { DashboardAnswerSchema, SCOPES } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireScope } from '../../plugins/authentication.ts';
import { dashboardFigures, type AudienceTiles } from './dashboard.service.ts';
import { answerData } from '../../lib/answers.ts';

/**
 * GET /api/admin/dashboard: today's and the month's sales, what waits, low stock, the last orders,
 * and the configured public address (staff only, as the route is).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  stats: AudienceTiles;
  publicUrl: string;
}> = async (app, { db, stats, publicUrl }) => {
  app.get(
    '/admin/dashboard',
    { onRequest: requireScope(SCOPES.admin), schema: { response: { 200: DashboardAnswerSchema } } },
    async () => answerData({ ...(await dashboardFigures(db, stats)), adresse_publique: publicUrl }),
  );
};
