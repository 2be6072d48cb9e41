import type { FastifyBaseLogger } from 'fastify';
import type { BasketService } from './basket.service.ts';

const HOUR_MS = 3_600_000;

/**
 * Deletes abandoned baskets now and every hour. Several processes may do it at once: the delete is
 * idempotent. The timer never keeps the process alive.
 */
export function scheduleBasketPurge(baskets: BasketService, retentionDays: number, log: FastifyBaseLogger) {
  const purge = async () => {
    try {
      const count = await baskets.purgeStale(retentionDays);
      if (count > 0) log.info({ count }, 'abandoned baskets purged');
    } catch (error) {
      log.warn({ err: error }, 'basket purge failed; will retry');
    }
  };
  void purge();
  setInterval(purge, HOUR_MS).unref();
}
