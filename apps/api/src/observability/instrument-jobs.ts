import type { PeriodicJob } from '../jobs/periodic-job.ts';
import type { Metrics } from './metrics.ts';

/** The same jobs, each run timed and counted by outcome; a failure still reaches the scheduler. */
export function instrumentJobs(jobs: readonly PeriodicJob[], metrics: Metrics): PeriodicJob[] {
  return jobs.map((job) => ({
    ...job,
    run: async () => {
      const stopTimer = metrics.jobDuration.startTimer({ job: job.name });
      try {
        const result = await job.run();
        metrics.jobRuns.inc({ job: job.name, outcome: 'succeeded' });
        return result;
      } catch (error) {
        metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
        throw error;
      } finally {
        stopTimer();
      }
    },
  }));
}
