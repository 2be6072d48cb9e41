import type { AccountingDocumentsPage } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { apiText } from '../kit/api-files.ts';

/** GET /api/admin/factures: a page of a period's invoices and credit notes, and the period's sums. */
export function documentsPageOptions(query: URLSearchParams) {
  return queryOptions({
    queryKey: ['admin-documents', query.toString()],
    queryFn: ({ signal }) => apiRequest<AccountingDocumentsPage>(`/admin/factures?${query}`, { signal }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** GET /api/admin/factures.csv: every document of the period, as the accountant's CSV. */
export const documentsCsv = (du: string, au: string) =>
  apiText(`/admin/factures.csv?${new URLSearchParams({ du, au })}`);

/** GET /api/admin/factures/{numero}/lien: a download address valid five minutes. */
export const documentLink = (numero: string) =>
  apiRequest<{ url: string }>(`/admin/factures/${encodeURIComponent(numero)}/lien`).then((answer) => answer.url);

/** GET /api/admin/factures/oss.csv: a quarter's OSS return (per member state and rate). */
export const ossCsv = (trimestre: string) => apiText(`/admin/factures/oss.csv?${new URLSearchParams({ trimestre })}`);
