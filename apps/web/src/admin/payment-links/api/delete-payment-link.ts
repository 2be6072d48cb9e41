import type { BulkResult } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * DELETE /api/stripelinks/{id}: the link leaves the back office but stays in the table for the
 * payment's trail, its intent cancelled; a paid link is refused (409).
 */
export async function deletePaymentLink(id: number): Promise<void> {
  // An empty object, not no body: the server refuses an empty body sent as JSON.
  await apiRequest(`/stripelinks/${id}`, { method: 'DELETE', body: {} });
}

/** The list's bulk delete, one link after the other: a refused link (paid) is reported, not thrown. */
export async function deletePaymentLinks(ids: readonly (number | string)[]): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      await deletePaymentLink(Number(id));
      results.push({ id, done: true });
    } catch (error) {
      results.push({ id, done: false, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
