import { ANALYTICS_LIMITS, AnalyticsSessionIdSchema } from '@boutique/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AnalyticsBudget {
  /** Batches every client together may send a minute. */
  batchesPerMinute: number;
  /** Batches one client (IP address) may send a minute. */
  clientBatchesPerMinute: number;
}

const MINUTE = 60_000;

type Check = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;
const exceeded = (check: Check) => !check.isAllowed && check.isExceeded;

/**
 * The measurement stream's limits, on the shop's rate limiter (@fastify/rate-limit: Redis when
 * configured, else this process's memory), checked before the body is read: per client, per visit,
 * then a global budget. A batch refused by one is not counted by the next, so one flooding client
 * spends its own allowance, not everyone's. Events per batch are capped by the batch's schema.
 * Answers whether the request may go on.
 */
export function createAnalyticsLimits(app: FastifyInstance, budget: AnalyticsBudget) {
  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: MINUTE, keyGenerator });
  // Keys carry their own prefix: limiters made this way share one namespace in Redis.
  const perClient = limiter(budget.clientBatchesPerMinute, (request) => `od:client:${request.ip}`);
  const perVisit = limiter(ANALYTICS_LIMITS.visitBatchesPerMinute, (request) => {
    const { session } = request.params as { session?: string };
    return `od:visit:${session}`;
  });
  const overall = limiter(budget.batchesPerMinute, () => 'od:all');

  return async function allowed(request: FastifyRequest): Promise<boolean> {
    if (exceeded(await perClient(request))) return false;
    // A malformed visit id is refused by the route's schema; it gets no counter of its own.
    const { session } = request.params as { session?: string };
    if (AnalyticsSessionIdSchema.safeParse(session).success && exceeded(await perVisit(request))) return false;
    return !exceeded(await overall(request));
  };
}
