/**
 * Periodic work as plain data (a name, a period, what to run), so the list can later move onto a
 * durable queue without its jobs changing.
 */
export interface PeriodicJob {
  /** Names the job in the logs. */
  name: string;
  periodMs: number;
  /** Whether it runs as soon as the scheduler starts, or only once a period has passed. */
  runsAtStart: boolean;
  run: () => Promise<unknown>;
}

/** The part of Fastify's logger the scheduler uses. */
export interface JobLog {
  warn(details: object, message: string): void;
}

/** Runs a job once; a failure is logged and answered, never thrown, so it cannot stop the others. */
export async function runJob(job: PeriodicJob, log: JobLog): Promise<{ failed: boolean; error?: unknown }> {
  try {
    await job.run();
    return { failed: false };
  } catch (error) {
    log.warn({ err: error, job: job.name }, `${job.name} failed; will retry`);
    return { failed: true, error };
  }
}

/** Runs each job once, one after the other, all of them even when some fail; then reports the failures. */
export async function runJobsOnce(jobs: readonly PeriodicJob[], log: JobLog): Promise<void> {
  const errors: unknown[] = [];
  for (const job of jobs) {
    const outcome = await runJob(job, log);
    if (outcome.failed) errors.push(outcome.error);
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} job(s) failed`);
}

export interface Scheduler {
  /** No new runs; resolves when the runs under way have finished. */
  stop(): Promise<void>;
}

/**
 * Runs every job on its own timer. A run still going when its next turn comes skips that turn, so a
 * slow job never piles up. Timers never keep the process alive.
 */
export function startScheduler(jobs: readonly PeriodicJob[], log: JobLog): Scheduler {
  const running = new Map<string, Promise<unknown>>();
  const tick = (job: PeriodicJob) => {
    if (running.has(job.name)) return;
    const run = runJob(job, log).finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const timers = jobs.map((job) => {
    if (job.runsAtStart) tick(job);
    return setInterval(() => tick(job), job.periodMs).unref();
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
