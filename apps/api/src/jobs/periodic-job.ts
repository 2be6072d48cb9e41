/** Periodic work as plain data (a name, a period, what to run), which the job queue runs. */
export interface PeriodicJob {
  /** Names the job in the logs. */
  name: string;
  periodMs: number;
  /**
   * Whether each process start asks for a run too, beyond the period's: the jobs that finish what a
   * crash left half done (holds, payments) should not wait for their next period after a restart.
   */
  runsAtStart: boolean;
  run: () => Promise<unknown>;
}

/** The part of Fastify's logger the jobs use. */
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

/**
 * Runs each job once, one after the other, all of them even when some fail; then reports the
 * failures (app.upkeep: tests run the minute's jobs now instead of waiting for the queue).
 */
export async function runJobsOnce(jobs: readonly PeriodicJob[], log: JobLog): Promise<void> {
  const errors: unknown[] = [];
  for (const job of jobs) {
    const outcome = await runJob(job, log);
    if (outcome.failed) errors.push(outcome.error);
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} job(s) failed`);
}
