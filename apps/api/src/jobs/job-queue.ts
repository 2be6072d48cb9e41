import PgBoss from 'pg-boss';
import { APPLICATION_NAME, type DatabaseHandle } from '../db/client.ts';
import type { JobLog, PeriodicJob } from './periodic-job.ts';

/** pg-boss keeps its tables in this schema, beside the shop's. */
export const JOB_SCHEMA = 'pgboss';
/** How often each process offers every job its run of the current period. */
const CLOCK_MS = 10_000;
const RETRIES = 3;
const RETRY_DELAY_SECONDS = 15;

/** Serialises pg-boss's first install when several processes start together. */
const INSTALL_LOCK = 727275;

export interface JobQueueOptions {
  database: Pick<DatabaseHandle, 'kind' | 'runSql' | 'withLock'>;
  /** The PostgreSQL server's URL: pg-boss then has a small pool of its own there (node-postgres). */
  databaseUrl?: string;
  jobs: readonly PeriodicJob[];
  log: JobLog;
  /** How long a worker waits between two looks at a job's queue. */
  pollingSeconds?: number;
  /** How often runs are offered (tests shorten it, and the retry delay). */
  clockMs?: number;
  retryDelaySeconds?: number;
}

export interface JobQueue {
  readonly jobs: readonly PeriodicJob[];
  /**
   * Creates the queues (and pg-boss's tables on first use) and offers each job one run a period;
   * with `works`, this process also runs what is queued. Without, another process (the worker) does.
   */
  start(options: { works: boolean }): Promise<void>;
  /** Offers no more runs, lets the runs under way finish, then lets go of the database. */
  stop(): Promise<void>;
  /** Queues one run of a job now, outside its period (the back office's "Relancer"); false for an unknown job. */
  runNow(name: string): Promise<boolean>;
}

/**
 * The periodic jobs on a durable queue (pg-boss, in the shop's own PostgreSQL or PGlite). Every
 * process offers each job a run once a period, and pg-boss keeps one per period (a singleton slot),
 * so the job runs once across all processes, whichever worker fetches it. A process that starts
 * also asks for one run of the jobs that finish a crash's work (`runsAtStart`) when their period's
 * run is already taken. A failed run is retried with backoff; a run whose process died is given up
 * after its expiry and retried. Runs of one job may overlap (a slow one, a retry): every job is
 * idempotent or guarded in the database, and a dead run must not hold the next ones back.
 */
export function createJobQueue({
  database,
  databaseUrl,
  jobs,
  log,
  pollingSeconds = 5,
  clockMs = CLOCK_MS,
  retryDelaySeconds = RETRY_DELAY_SECONDS,
}: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    // On a server, pg-boss's own driver and pool, which ride out a database outage (its errors come
    // as events); the embedded database has one connection, shared through the handle.
    ...(database.kind === 'postgres' && databaseUrl
      ? { connectionString: databaseUrl, max: 2, application_name: APPLICATION_NAME }
      : { db: { executeSql: (text: string, values?: unknown[]) => database.runSql(text, values) } }),
    schema: JOB_SCHEMA,
    // Our own clock offers the runs: periods are shorter than cron's minute.
    schedule: false,
    // A day of runs stays readable on ad/taches, then a week in pg-boss's archive.
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  let clock: NodeJS.Timeout | null = null;
  let offering: Promise<unknown> = Promise.resolve();
  let opening: Promise<void> | null = null;

  const install = async () => {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: RETRIES,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        // A run whose process died is failed after this long, then retried.
        expireInSeconds: Math.max(300, (2 * job.periodMs) / 1000),
      });
    }
  };
  // pg-boss's tables and the queues, made once: by start, or by a run asked for before it. pg-boss
  // makes its schema and a queue's table unguarded: processes starting together take turns.
  const open = () =>
    (opening ??= database.withLock(INSTALL_LOCK, install).catch((error: unknown) => {
      opening = null;
      throw error;
    }));

  /** Queues a run; answers its id, null when its period's run was already queued. */
  const queue = (job: PeriodicJob, options: PgBoss.SendOptions) =>
    boss.send(job.name, {}, options).catch((error: unknown) => {
      log.warn({ err: error, job: job.name }, `${job.name} could not be queued`);
      return undefined;
    });
  const offerRun = (job: PeriodicJob) => queue(job, { singletonSeconds: Math.max(1, Math.round(job.periodMs / 1000)) });
  const offerRuns = () => Promise.all(jobs.map(offerRun));
  const offerFirstRuns = () =>
    Promise.all(
      jobs.map(async (job) => {
        if ((await offerRun(job)) === null && job.runsAtStart) await queue(job, {});
      }),
    );

  const work = (job: PeriodicJob) =>
    boss.work(job.name, { pollingIntervalSeconds: pollingSeconds }, async () => {
      try {
        await job.run();
      } catch (error) {
        log.warn({ err: error, job: job.name }, `${job.name} failed; will retry`);
        throw error;
      }
    });

  return {
    jobs,
    async start({ works }) {
      await open();
      if (works) for (const job of jobs) await work(job);
      offering = offerFirstRuns();
      clock = setInterval(() => (offering = offerRuns()), clockMs).unref();
    },
    async stop() {
      if (clock) clearInterval(clock);
      await offering;
      if (opening) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async runNow(name) {
      if (!jobs.some((job) => job.name === name)) return false;
      await open();
      await boss.send(name, {}, { retryLimit: 0 });
      return true;
    },
  };
}
