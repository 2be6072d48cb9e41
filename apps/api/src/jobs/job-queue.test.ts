import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readJobStatuses } from '../modules/jobs/job-statuses.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './job-queue.ts';
import type { PeriodicJob } from './periodic-job.ts';

const PERIOD_MS = 1_000;
const quietLog = () => ({ warn: vi.fn() });
const job = (name: string, periodMs: number, run: () => Promise<unknown>, runsAtStart = false): PeriodicJob => ({
  name,
  periodMs,
  runsAtStart,
  run,
});

describe('the job queue', () => {
  let ctx: TestContext;
  const queues: JobQueue[] = [];
  /** A queue as one process has it: short clock, short retry delay. */
  const startQueue = async (jobs: PeriodicJob[], works = true) => {
    const queue = createJobQueue({
      database: ctx.database,
      databaseUrl: ctx.config.DATABASE_URL,
      jobs,
      log: quietLog(),
      pollingSeconds: 0.5,
      clockMs: 100,
      retryDelaySeconds: 1,
    });
    queues.push(queue);
    await queue.start({ works });
    return queue;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await ctx.close();
  });

  it('runs a job once a period across three processes offering it', async () => {
    let runs = 0;
    const tick = job('tick', PERIOD_MS, async () => void (runs += 1));
    // Two processes run jobs, a third only offers them (JOBS=off).
    const processes = await Promise.all([startQueue([tick]), startQueue([tick]), startQueue([tick], false)]);
    await expect.poll(() => runs, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(4);
    await Promise.all(processes.map((queue) => queue.stop()));
    // Each run was its own period's: as many runs as periods run, none queued twice.
    const { rows } = await ctx.database.runSql(
      `select count(*)::int as runs, count(distinct singleton_on)::int as periods
         from ${JOB_SCHEMA}.job where name = 'tick' and state = 'completed'`,
      [],
    );
    expect(rows[0]).toEqual({ runs, periods: runs });
  });

  it('runs the jobs that recover from a crash at each process start, even when the period’s run is taken', async () => {
    const runs = { recover: 0, later: 0 };
    const recover = job('recover', 3_600_000, async () => void (runs.recover += 1), true);
    const later = job('later', 3_600_000, async () => void (runs.later += 1));
    await startQueue([recover, later]);
    await expect.poll(() => runs, { timeout: 10_000, interval: 100 }).toEqual({ recover: 1, later: 1 });
    // A second process starts within the same hour: the hour's runs are taken.
    await startQueue([recover, later]);
    await expect.poll(() => runs.recover, { timeout: 10_000, interval: 100 }).toBe(2);
    expect(runs.later).toBe(1);
  });

  it('retries a failed run with backoff, and counts the failed attempt', async () => {
    let attempts = 0;
    const flaky = job('flaky', 3_600_000, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('base indisponible');
    });
    await startQueue([flaky]);
    await expect.poll(() => attempts, { timeout: 15_000, interval: 100 }).toBe(2);
    await expect
      .poll(async () => (await readJobStatuses(ctx.database, [flaky]))[0], { timeout: 5_000, interval: 100 })
      .toMatchObject({
        nom: 'flaky',
        periode_secondes: 3_600,
        executions_24h: 1,
        echecs_24h: 1,
        derniere_execution: { etat: 'reussie', erreur: null },
      });
  });

  it('shows a failed run with its error until it is retried', async () => {
    const broken = job('broken', 3_600_000, async () => {
      throw new Error('quota dépassé');
    });
    await startQueue([broken]);
    await expect
      .poll(async () => (await readJobStatuses(ctx.database, [broken]))[0]?.derniere_execution, {
        timeout: 15_000,
        interval: 100,
      })
      .toMatchObject({ etat: 'echouee', erreur: 'quota dépassé', fin: null });
  });

  it('runs a job once more on demand, and knows only its own jobs', async () => {
    let runs = 0;
    const onDemand = job('on-demand', 3_600_000, async () => void (runs += 1));
    const queue = await startQueue([onDemand]);
    await expect.poll(() => runs, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await queue.runNow('on-demand')).toBe(true);
    await expect.poll(() => runs, { timeout: 10_000, interval: 100 }).toBe(2);
    expect(await queue.runNow('unknown-job')).toBe(false);
    const [status] = await readJobStatuses(ctx.database, [onDemand]);
    expect(status).toMatchObject({ executions_24h: 2, echecs_24h: 0 });
    expect(status!.derniere_execution!.duree_ms).toBeGreaterThanOrEqual(0);
    // Nothing queued: the next run is offered at the start of the next hour.
    expect(new Date(status!.prochaine_execution).getTime() % 3_600_000).toBe(0);
  });

  it('reads a job that never ran as such', async () => {
    const [status] = await readJobStatuses(ctx.database, [job('never', 60_000, async () => {})]);
    expect(status).toMatchObject({ derniere_execution: null, executions_24h: 0, echecs_24h: 0 });
  });
});
