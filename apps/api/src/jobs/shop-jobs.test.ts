import { describe, expect, it, vi } from 'vitest';
import { shopJobs, type ShopJobsWork } from './shop-jobs.ts';

const work = (overrides: Partial<ShopJobsWork> = {}): ShopJobsWork => ({
  releaseExpiredHolds: vi.fn(async () => {}),
  redeliverSimulatedSuccesses: vi.fn(async () => {}),
  refundFlaggedOrders: vi.fn(async () => {}),
  refundRefusedPayments: vi.fn(async () => {}),
  analyticsPartitions: vi.fn(async () => {}),
  analyticsRollups: vi.fn(async () => {}),
  purgeAbandonedBaskets: vi.fn(async () => {}),
  remindLeftBaskets: vi.fn(async () => {}),
  deliverWebhooks: vi.fn(async () => {}),
  dispatchOutbox: vi.fn(async () => {}),
  notifyRestockedVariants: vi.fn(async () => {}),
  sendLowStockDigest: vi.fn(async () => {}),
  forgetSentStockAlerts: vi.fn(async () => {}),
  ...overrides,
});

describe('shopJobs', () => {
  it('lists every periodic job with its period and whether it runs at start', () => {
    const timings = shopJobs(work()).map(({ name, periodMs, runsAtStart }) => [name, periodMs, runsAtStart]);
    expect(timings).toEqual([
      ['release-expired-holds', 60_000, true],
      ['redeliver-simulated-payments', 60_000, true],
      ['refund-flagged-orders', 60_000, true],
      ['refund-refused-payments', 60_000, true],
      ['analytics-partitions', 60_000, true],
      ['analytics-rollups', 60_000, true],
      ['basket-purge', 3_600_000, true],
      ['basket-reminders', 900_000, true],
      ['stock-alerts', 60_000, true],
      ['stock-digest', 3_600_000, true],
      ['stock-alert-mails-purge', 3_600_000, true],
      ['webhook-deliveries', 30_000, true],
      ['outbox-dispatch', 30_000, false],
    ]);
  });

  it('leaves out the simulated payments redelivery when Stripe takes the payments', () => {
    const names = shopJobs(work({ redeliverSimulatedSuccesses: null })).map((job) => job.name);
    expect(names).not.toContain('redeliver-simulated-payments');
  });
});
