import { ErrorEnvelopeSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countPendingMigrations, type DatabaseHandle } from '../../db/client.ts';
import type { ReadinessCheck } from '../../observability/readiness.ts';
import { envelope } from '../../plugins/error-handler.ts';

/**
 * A probe that waits on a database that does not answer is worse than a "no": load balancers
 * give up on it and the outage shows as a hung server. Past this, a dependency counts as down.
 */
export const HEALTH_PING_TIMEOUT_MS = 1_000;

/** Whether `check` says yes within `timeoutMs`; a failure or a hang counts as no. */
async function answersWithin(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/health`: alive, and the database answers (liveness, and what the earlier probes read).
 * `/ready`: this process may take traffic: the database answers and carries every migration of
 * this build, and each configured store (Redis, storage) answers. 503 names what is not ready.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  checks: readonly ReadinessCheck[];
}> = async (app, { database, checks }) => {
  const healthSchema = {
    response: {
      200: z.object({ code: z.literal(200), status: z.literal('ok'), database: z.literal('reachable') }),
      503: ErrorEnvelopeSchema.extend({ status: z.literal('degraded'), database: z.literal('unreachable') }),
    },
  };
  app.get('/health', { schema: healthSchema }, async (_request, reply) => {
    const isReachable = await answersWithin(() => database.ping(), HEALTH_PING_TIMEOUT_MS);
    reply.header('cache-control', 'no-store');
    return isReachable
      ? { code: 200 as const, status: 'ok' as const, database: 'reachable' as const }
      : reply.code(503).send({
          ...envelope(503, 'Base de données injoignable.', {}, 'database_unreachable'),
          status: 'degraded',
          database: 'unreachable',
        });
  });

  const allChecks: ReadinessCheck[] = [
    { name: 'database', isReady: () => database.ping() },
    { name: 'migrations', isReady: async () => (await countPendingMigrations(database.db)) === 0 },
    ...checks,
  ];
  const checksSchema = z.record(z.string(), z.enum(['ok', 'failing']));
  const readySchema = {
    response: {
      200: z.object({ code: z.literal(200), status: z.literal('ready'), checks: checksSchema }),
      503: ErrorEnvelopeSchema.extend({ status: z.literal('not_ready'), checks: checksSchema }),
    },
  };
  app.get('/ready', { schema: readySchema }, async (_request, reply) => {
    const outcomes = await Promise.all(
      allChecks.map(async ({ name, isReady }) => [name, await answersWithin(isReady, HEALTH_PING_TIMEOUT_MS)] as const),
    );
    const status = Object.fromEntries(
      outcomes.map(([name, ready]) => [name, ready ? ('ok' as const) : ('failing' as const)]),
    );
    const failing = outcomes.filter(([, ready]) => !ready).map(([name]) => name);
    reply.header('cache-control', 'no-store');
    if (failing.length === 0) return { code: 200 as const, status: 'ready' as const, checks: status };
    return reply.code(503).send({
      ...envelope(503, `Pas prêt : ${failing.join(', ')}.`, {}, 'not_ready'),
      status: 'not_ready',
      checks: status,
    });
  });
};
