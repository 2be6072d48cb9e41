import type { User } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/users/me: the signed-in user's profile as the server holds it now. */
export const fetchMe = (signal?: AbortSignal) =>
  apiRequest<{ code: 200; data: User }>('/users/me', signal ? { signal } : {}).then((answer) => answer.data);

/** Keyed by user id: another account signing in on this browser never reads the previous one's profile. */
export const meQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['users', 'me', userId], queryFn: ({ signal }) => fetchMe(signal), staleTime: 30_000 });
