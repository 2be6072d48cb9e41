import type { PeriodicJob } from './periodic-job.ts';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** The minute's jobs also run on demand (`app.upkeep`), which tests use in place of waiting. */
export const UPKEEP_PERIOD_MS = MINUTE_MS;

/** What the jobs call, each a use case its module already offers. */
export interface ShopJobsWork {
  releaseExpiredHolds: () => Promise<unknown>;
  /** Only with the simulated provider, whose successes a crash may have left unhandled. */
  redeliverSimulatedSuccesses: (() => Promise<unknown>) | null;
  refundFlaggedOrders: () => Promise<unknown>;
  refundRefusedPayments: () => Promise<unknown>;
  analyticsPartitions: () => Promise<unknown>;
  analyticsRollups: () => Promise<unknown>;
  purgeAbandonedBaskets: () => Promise<unknown>;
  /** Posts the webhook deliveries due (new ones and retries). */
  deliverWebhooks: () => Promise<unknown>;
  /** Mails customers who accept marketing mail the basket they left (settings topic `relances`). */
  remindLeftBaskets: () => Promise<unknown>;
  dispatchOutbox: () => Promise<unknown>;
  /** Mails the shoppers waiting for a variant now back in stock. */
  notifyRestockedVariants: () => Promise<unknown>;
  /** The shop's list of low stock, queued once a Paris day. */
  sendLowStockDigest: () => Promise<unknown>;
  /** Deletes the back-in-stock mails sent over a week ago, and their addresses with them. */
  forgetSentStockAlerts: () => Promise<unknown>;
}

/**
 * Every periodic job of the shop, run once a period across all processes (job-queue.ts). Each is
 * also idempotent or guarded in the database, so a retry or a run asked for by hand is harmless.
 */
export function shopJobs(work: ShopJobsWork): PeriodicJob[] {
  const every = (name: string, periodMs: number, run: () => Promise<unknown>, runsAtStart = true): PeriodicJob => ({
    name,
    periodMs,
    runsAtStart,
    run,
  });
  const jobs: (PeriodicJob | null)[] = [
    // Lapsed holds give their stock back.
    every('release-expired-holds', UPKEEP_PERIOD_MS, work.releaseExpiredHolds),
    work.redeliverSimulatedSuccesses
      ? every('redeliver-simulated-payments', UPKEEP_PERIOD_MS, work.redeliverSimulatedSuccesses)
      : null,
    // Orders paid without stock, payments nothing accepts.
    every('refund-flagged-orders', UPKEEP_PERIOD_MS, work.refundFlaggedOrders),
    every('refund-refused-payments', UPKEEP_PERIOD_MS, work.refundRefusedPayments),
    // Next month's partition ahead, expired events dropped (it does its daily part once a day).
    every('analytics-partitions', UPKEEP_PERIOD_MS, work.analyticsPartitions),
    // Today's at every turn (today within a minute); closed days every ten minutes.
    every('analytics-rollups', UPKEEP_PERIOD_MS, work.analyticsRollups),
    every('basket-purge', HOUR_MS, work.purgeAbandonedBaskets),
    // A quarter of an hour at most after the set delay; off unless the shop turns it on.
    every('basket-reminders', 15 * MINUTE_MS, work.remindLeftBaskets),
    // Whatever raised a variant's total (see stock-alerts.service.ts), its waiting shoppers hear of it.
    every('stock-alerts', UPKEEP_PERIOD_MS, work.notifyRestockedVariants),
    // Keyed by the Paris day in the outbox: hourly turns queue it once, as soon as something is low.
    every('stock-digest', HOUR_MS, work.sendLowStockDigest),
    every('stock-alert-mails-purge', HOUR_MS, work.forgetSentStockAlerts),
    every('webhook-deliveries', 30 * SECOND_MS, work.deliverWebhooks),
    // Retries; a queued message is sent at once (a nudge), so this one waits its first period.
    every('outbox-dispatch', 30 * SECOND_MS, work.dispatchOutbox, false),
  ];
  return jobs.filter((job) => job !== null);
}
