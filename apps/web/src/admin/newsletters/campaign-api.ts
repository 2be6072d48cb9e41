import type { CampaignReport } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const campaignReportKey = (id: string) => ['admin-campaign-report', id] as const;

/** GET /api/campagnes/{id}/bilan; asked again every few seconds while mails still wait. */
export const campaignReportOptions = (id: string) =>
  queryOptions({
    queryKey: campaignReportKey(id),
    queryFn: ({ signal }) => apiRequest<CampaignReport>(`/campagnes/${id}/bilan`, { signal }),
    refetchInterval: (query) => ((query.state.data?.en_attente ?? 0) > 0 ? 5_000 : false),
  });

/** POST /api/campagnes/{id}/envoi: queues the campaign for every confirmed subscriber, once. */
export const sendCampaign = (id: string) => apiRequest<CampaignReport>(`/campagnes/${id}/envoi`, { method: 'POST' });
