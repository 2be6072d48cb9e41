import type { DeviceSession } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const sessionsQueryKey = ['sessions', 'me'] as const;

/** GET /api/sessions: the account's open sessions, the last used first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ code: 200; datas: DeviceSession[] }>('/sessions', { signal }).then((answer) => answer.datas),
  });

/** DELETE /api/sessions/{id}: signs one device out. */
export const revokeSession = (id: number) => apiRequest<{ code: 200 }>(`/sessions/${id}`, { method: 'DELETE' });

/** DELETE /api/sessions: signs every other device out; answers how many. */
export const revokeOtherSessions = () =>
  apiRequest<{ code: 200; revoquees: number }>('/sessions', { method: 'DELETE' }).then((answer) => answer.revoquees);
