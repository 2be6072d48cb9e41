import type { Dashboard } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/admin/dashboard: the figures of the moment (refetched when the tab comes back). */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ code: number; data: Dashboard }>('/admin/dashboard', { signal })).data,
    // 401/403 are answers, not hiccups: the page says so at once.
    retry: false,
    refetchOnWindowFocus: true,
  });
