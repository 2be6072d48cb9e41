import type { AmbassadorArea } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/ambassadeurs/me: the referral code, its link and the orders it brought. */
export const ambassadorQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['ambassadeurs', 'me', userId],
    queryFn: ({ signal }) => apiRequest<AmbassadorArea>('/ambassadeurs/me', { signal }),
    staleTime: 30_000,
    retry: false,
  });
