import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * A probe that waits on a database that does not answer is worse than a "no": load balancers
 * give up on it and the outage shows as a hung server. Past this, the database counts as down.
 */
export const HEALTH_PING_TIMEOUT_MS = 1_000;

/** Whether the database answers within `timeoutMs`. */
async function isReachableWithin(database: DatabaseHandle, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    return await Promise.race([database.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and readiness in one: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', async (_request, reply) => {
    const isReachable = await isReachableWithin(database, HEALTH_PING_TIMEOUT_MS);
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
