import type { StatsReport } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { Period } from './stats-period.ts';

/** GET /api/admin/stats?du=&au=: the audience report of a period (from the daily rollups). */
export const statsQueryOptions = ({ du, au }: Period) =>
  queryOptions({
    queryKey: ['admin', 'stats', du, au] as const,
    queryFn: ({ signal }) => apiRequest<StatsReport>(`/admin/stats?${new URLSearchParams({ du, au })}`, { signal }),
    retry: false,
  });
