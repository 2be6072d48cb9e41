import type { JobRun, JobStatus } from '@boutique/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { JOB_SCHEMA } from '../../jobs/job-queue.ts';
import type { PeriodicJob } from '../../jobs/periodic-job.ts';

interface LastRunRow {
  name: string;
  state: string;
  started_on: Date | string;
  completed_on: Date | string | null;
  output: { message?: unknown } | null;
}

interface CountRow {
  name: string;
  runs: number | string;
  failures: number | string;
  next_start: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** pg-boss's states as the back office names them: a run waiting for its retry has failed once. */
function toRun(row: LastRunRow): JobRun {
  const done = row.completed_on === null ? null : new Date(row.completed_on);
  const failed = row.state === 'failed' || row.state === 'retry';
  return {
    debut: iso(row.started_on),
    fin: done && !failed ? done.toISOString() : null,
    duree_ms: done && !failed ? done.getTime() - new Date(row.started_on).getTime() : null,
    etat: row.state === 'active' ? 'en_cours' : failed ? 'echouee' : 'reussie',
    erreur: failed && typeof row.output?.message === 'string' ? row.output.message : null,
  };
}

/** pg-boss creates its tables when the queue first starts: before that, no job has run. */
const isMissingTable = (error: unknown) => (error as { code?: unknown } | null)?.code === '42P01';

async function readRuns(database: Pick<DatabaseHandle, 'runSql'>, names: string[], now: Date) {
  try {
    return await Promise.all([
      database.runSql(
        `select distinct on (name) name, state, started_on, completed_on, output
         from ${JOB_SCHEMA}.job
        where name = any($1::text[]) and started_on is not null
        order by name, started_on desc`,
        [names],
      ),
      database.runSql(
        `select name,
              count(*) filter (where started_on is not null) as runs,
              sum(retry_count + case when state = 'failed' then 1 else 0 end) as failures,
              min(start_after) filter (where state in ('created', 'retry')) as next_start
         from ${JOB_SCHEMA}.job
        where name = any($1::text[]) and created_on > $2::timestamptz - interval '1 day'
        group by name`,
        [names, now.toISOString()],
      ),
    ]);
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    return [{ rows: [] }, { rows: [] }];
  }
}

/**
 * Each job's last run, its runs and failed attempts over the last 24 hours, and when it runs next:
 * read from pg-boss's job table (a run's retries share its row, retry_count counting the failed
 * attempts). A job never offered yet (the queue not started) reads as never run.
 */
export async function readJobStatuses(
  database: Pick<DatabaseHandle, 'runSql'>,
  jobs: readonly PeriodicJob[],
  now = new Date(),
): Promise<JobStatus[]> {
  const names = jobs.map((job) => job.name);
  const [lastRuns, counts] = await readRuns(database, names, now);
  const lastByName = new Map((lastRuns.rows as LastRunRow[]).map((row) => [row.name, row]));
  const countByName = new Map((counts.rows as CountRow[]).map((row) => [row.name, row]));
  return jobs.map((job) => {
    const last = lastByName.get(job.name);
    const count = countByName.get(job.name);
    // Without a run queued, the next one is offered at the start of the next period.
    const nextSlot = new Date((Math.floor(now.getTime() / job.periodMs) + 1) * job.periodMs);
    return {
      nom: job.name,
      periode_secondes: Math.round(job.periodMs / 1000),
      derniere_execution: last ? toRun(last) : null,
      prochaine_execution: count?.next_start ? iso(count.next_start) : nextSlot.toISOString(),
      executions_24h: Number(count?.runs ?? 0),
      echecs_24h: Number(count?.failures ?? 0),
    };
  });
}
