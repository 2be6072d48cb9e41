import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runJobsOnce, startScheduler, type PeriodicJob } from './scheduler.ts';

const job = (name: string, periodMs: number, run: () => Promise<unknown>, runsAtStart = true): PeriodicJob => ({
  name,
  periodMs,
  runsAtStart,
  run,
});
const quietLog = () => ({ warn: vi.fn() });

describe('startScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job at start when asked, then once every period', async () => {
    const minute = vi.fn(async () => {});
    const later = vi.fn(async () => {});
    const scheduler = startScheduler([job('minute', 60_000, minute), job('later', 30_000, later, false)], quietLog());
    expect(minute).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(later).toHaveBeenCalledTimes(1);
    expect(minute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(minute).toHaveBeenCalledTimes(3);
    expect(later).toHaveBeenCalledTimes(4);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(minute).toHaveBeenCalledTimes(3);
  });

  it('logs a failing job by name and still runs the others, and the failed one again next period', async () => {
    const log = quietLog();
    const failing = vi.fn(async () => {
      throw new Error('database away');
    });
    const healthy = vi.fn(async () => {});
    const scheduler = startScheduler([job('failing', 1_000, failing), job('healthy', 1_000, healthy)], log);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(healthy).toHaveBeenCalledTimes(2);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ job: 'failing' }), 'failing failed; will retry');
    await scheduler.stop();
  });

  it('skips a turn while the previous run of the same job is still going', async () => {
    let finish = () => {};
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = startScheduler([job('slow', 1_000, slow)], quietLog());
    await vi.advanceTimersByTimeAsync(3_000);
    expect(slow).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow).toHaveBeenCalledTimes(2);
    finish();
    await scheduler.stop();
  });
});

describe('runJobsOnce', () => {
  it('runs every job in order even after a failure, then rejects with the failures', async () => {
    const order: string[] = [];
    const log = quietLog();
    const run = runJobsOnce(
      [
        job('first', 60_000, async () => void order.push('first')),
        job('broken', 60_000, async () => {
          order.push('broken');
          throw new Error('refund provider down');
        }),
        job('last', 60_000, async () => void order.push('last')),
      ],
      log,
    );
    await expect(run).rejects.toThrow(AggregateError);
    expect(order).toEqual(['first', 'broken', 'last']);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('resolves when every job succeeds', async () => {
    await expect(runJobsOnce([job('only', 60_000, async () => 1)], quietLog())).resolves.toBeUndefined();
  });
});
