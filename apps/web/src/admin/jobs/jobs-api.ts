import type { JobsAnswer } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const jobsQueryKey = ['admin-taches'] as const;

/** The jobs run on their own: a screen left open keeps showing their last turn without a reload. */
const REFRESH_MS = 30_000;

/** GET /api/taches: every periodic job with its last and next run, runs and failures of the last 24 hours. */
export function jobsOptions() {
  return queryOptions({
    queryKey: jobsQueryKey,
    queryFn: ({ signal }) => apiRequest<JobsAnswer>('/taches', { signal }),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}

/** POST /api/taches/{nom}/relance: queues one run of the job now, outside its period. */
export const relaunchJob = (nom: string) => apiRequest<{ code: 200 }>(`/taches/${nom}/relance`, { method: 'POST' });
