import type { StockAlert } from '@boutique/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/declinaisons/{id}/alerte (StockAlertSchema → 202). The answer is the same whether the
 * address was new or already waiting.
 */
export function requestStockAlert(declinaisonId: number, alert: StockAlert): Promise<{ code: number }> {
  return apiRequest(`/declinaisons/${declinaisonId}/alerte`, { method: 'POST', body: alert });
}

export function useRequestStockAlert(declinaisonId: number) {
  return useMutation({ mutationFn: (alert: StockAlert) => requestStockAlert(declinaisonId, alert) });
}
