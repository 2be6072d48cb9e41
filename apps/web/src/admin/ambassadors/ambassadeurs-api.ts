import type { AmbassadorDetail, AmbassadorPayoutInput, AmbassadorSummary } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const ambassadorsQueryKey = ['admin-ambassadors'] as const;

/** GET /api/admin/ambassadeurs: every ambassador with what they earned, were paid and are owed. */
export const ambassadorsQueryOptions = () =>
  queryOptions({
    queryKey: ambassadorsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ datas: AmbassadorSummary[] }>('/admin/ambassadeurs', { signal }).then((answer) => answer.datas),
    retry: false,
  });

/** GET /api/admin/ambassadeurs/{id}: one ambassador, their referred orders and payouts. */
export const ambassadorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ambassadorsQueryKey, id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AmbassadorDetail }>(`/admin/ambassadeurs/${encodeURIComponent(id)}`, { signal }).then(
        (answer) => answer.data,
      ),
    retry: false,
  });

/** POST /api/admin/ambassadeurs/{id}/versements: a payout marked paid. */
export const recordPayout = (id: string, payout: AmbassadorPayoutInput) =>
  apiRequest<{ data: AmbassadorDetail }>(`/admin/ambassadeurs/${encodeURIComponent(id)}/versements`, {
    method: 'POST',
    body: payout,
  }).then((answer) => answer.data);
