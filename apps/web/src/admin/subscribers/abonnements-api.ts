import { apiRequest } from '../../lib/api-client.ts';
import { apiText } from '../kit/api-files.ts';

/** POST /api/abonnements/{id}/desinscription: staff unsubscribe someone, as their mail's link would. */
export const unsubscribe = (id: string) =>
  apiRequest<{ code: 200 }>(`/abonnements/${encodeURIComponent(id)}/desinscription`, { method: 'POST' });

/** GET /api/admin/abonnements.csv: every subscriber the filters match (not only the page shown). */
export async function subscribersCsv(filters: URLSearchParams) {
  const text = await apiText(`/admin/abonnements.csv${filters.size ? `?${filters}` : ''}`);
  // The reader drops the byte-order mark the API sends; the spreadsheet needs it for the accents.
  return text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
}
