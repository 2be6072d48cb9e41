import type { ActivityLogChoices, ActivityLogPage } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { apiText } from '../kit/api-files.ts';
import { downloadText } from '../kit/download.ts';

export const journalQueryKey = ['admin-journal'] as const;

/** GET /api/journal: a page of the activity log, the last written first. */
export function journalPageOptions(query: URLSearchParams) {
  return queryOptions({
    queryKey: [...journalQueryKey, query.toString()],
    queryFn: ({ signal }) => apiRequest<ActivityLogPage>(`/journal?${query}`, { signal }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** GET /api/journal/choix: the staff and resources the filters offer. */
export function journalChoicesOptions() {
  return queryOptions({
    queryKey: [...journalQueryKey, 'choix'],
    queryFn: ({ signal }) => apiRequest<ActivityLogChoices>('/journal/choix', { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /api/journal.csv: the whole log under the filters, offered as a file. */
export async function downloadJournalCsv(filters: URLSearchParams, today: string) {
  downloadText(`journal-${today}.csv`, await apiText(`/journal.csv?${filters}`));
}
