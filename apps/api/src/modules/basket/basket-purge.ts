import type { FastifyBaseLogger } from 'fastify';
import type { BasketService } from './basket.service.ts';

/**
 * Deletes abandoned baskets (a periodic job). Several processes may do it at once: the delete is
 * idempotent.
 */
export async function purgeAbandonedBaskets(baskets: BasketService, retentionDays: number, log: FastifyBaseLogger) {
  const count = await baskets.purgeStale(retentionDays);
  if (count > 0) log.info({ count }, 'abandoned baskets purged');
}
