import type { LotRecall, LotRecallSent, LotStockList } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { apiBlob } from '../kit/api-files.ts';
import { downloadBlob } from '../kit/download.ts';

export interface LotsFilter {
  /** Only lots close to their date (the shop's window). */
  alerte: boolean;
  q: string;
  page: number;
}

export const lotsQueryKey = () => ['lots', 'admin'] as const;

/** GET /api/lots: stock per lot and warehouse, first-expiring first. */
export function lotsQueryOptions(filter: LotsFilter) {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.alerte) query.set('alerte', 'true');
  if (filter.q.trim()) {
    query.set('q', filter.q.trim());
    // A recall looks for a lot whether units are left or not.
    query.set('vides', 'true');
  }
  return queryOptions({
    queryKey: [...lotsQueryKey(), 'list', query.toString()],
    queryFn: ({ signal }) => apiRequest<LotStockList>(`/lots?${query}`, { signal }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** GET /api/lots/{id}/rappel: the orders and customers that received the lot. */
export function recallQueryOptions(lotId: number) {
  return queryOptions({
    queryKey: [...lotsQueryKey(), 'rappel', lotId],
    queryFn: ({ signal }) => apiRequest<LotRecall>(`/lots/${lotId}/rappel`, { signal }),
    retry: false,
  });
}

/** POST /api/lots/{id}/rappel: queues each customer's recall mail once. */
export function sendRecall(lotId: number) {
  return apiRequest<LotRecallSent>(`/lots/${lotId}/rappel`, { method: 'POST' });
}

/** The authorities' CSV of a recall. */
export async function downloadRecallCsv(lotId: number, numero: string) {
  downloadBlob(`rappel-lot-${numero}.csv`, await apiBlob(`/lots/${lotId}/rappel.csv`));
}

/** GET /api/lots?declinaison=: a variant's lots with units on hand (a parcel line's choice). */
export function variantLotsQueryOptions(declinaisonId: number) {
  return queryOptions({
    queryKey: [...lotsQueryKey(), 'declinaison', declinaisonId],
    queryFn: ({ signal }) => apiRequest<LotStockList>(`/lots?declinaison=${declinaisonId}`, { signal }),
    retry: false,
  });
}
