import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** Liveness and readiness in one: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', async (_request, reply) => {
    const isReachable = await database.ping();
    reply.header('cache-control', 'no-store');
    return isReachable
      ? { code: 200, status: 'ok', database: 'reachable' }
      : reply.code(503).send({
          code: 503,
          status: 'degraded',
          database: 'unreachable',
          message: 'Base de données injoignable.',
          errors: {},
          reason: 'database_unreachable',
          fieldReasons: {},
        });
  });
};
