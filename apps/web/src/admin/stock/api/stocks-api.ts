import type {
  StockAdjustmentInput,
  StockMovementList,
  StockTransferInput,
  VariantStock,
  VariantStockList,
} from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The list's filters, as the page keeps them. */
export interface StocksFilter {
  produit: number | null;
  entrepot: number | null;
  alerte: boolean;
  page: number;
}

/** Every stock query starts with this key, so a write refreshes the list and the ledgers at once. */
export const stocksQueryKey = () => ['stocks', 'admin'] as const;

/** GET /api/stocks?produit&entrepot&alerte&page: variants with their counts per warehouse. */
export function stocksQueryOptions(filter: StocksFilter) {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.produit) query.set('produit', String(filter.produit));
  if (filter.entrepot) query.set('entrepot', String(filter.entrepot));
  if (filter.alerte) query.set('alerte', 'true');
  return queryOptions({
    queryKey: [...stocksQueryKey(), 'list', query.toString()],
    queryFn: ({ signal }) => apiRequest<VariantStockList>(`/stocks?${query}`, { signal }),
    placeholderData: (previous) => previous,
    // 401/403 are answers, not hiccups: the page says so at once.
    retry: false,
  });
}

/** GET /api/stocks/{id}/mouvements: a variant's ledger, newest first. */
export function movementsQueryOptions(declinaisonId: number, page = 1) {
  return queryOptions({
    queryKey: [...stocksQueryKey(), 'mouvements', declinaisonId, page],
    queryFn: ({ signal }) =>
      apiRequest<StockMovementList>(`/stocks/${declinaisonId}/mouvements?page=${page}`, { signal }),
    retry: false,
  });
}

/** Warehouses and products, for the filters and the columns (short lists, read once a minute). */
export function warehousesQueryOptions() {
  return queryOptions({
    queryKey: ['stocks', 'entrepots'],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<{ datas: { id: number; label: string; ordre: number }[] }>('/entrepots', {
        signal,
      });
      // In the order sales take from them: the first is the one parcels leave from.
      return [...answer.datas].sort((a, b) => a.ordre - b.ordre || a.id - b.id);
    },
    staleTime: 60_000,
  });
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: ['stocks', 'produits'],
    queryFn: ({ signal }) =>
      apiRequest<{ datas: { id: number; label: string }[] }>('/produits/paginator?limit=200&sort=label%20ASC', {
        signal,
      }),
    staleTime: 60_000,
  });
}

/** POST /api/stocks/{id}/ajustement: answers the variant's new counts (409 below zero). */
export async function adjustStock(declinaisonId: number, input: StockAdjustmentInput): Promise<VariantStock> {
  const answer = await apiRequest<{ data: VariantStock }>(`/stocks/${declinaisonId}/ajustement`, {
    method: 'POST',
    body: input,
  });
  return answer.data;
}

/** POST /api/stocks/{id}/transfert: answers the variant's new counts (409 when the source is short). */
export async function transferStock(declinaisonId: number, input: StockTransferInput): Promise<VariantStock> {
  const answer = await apiRequest<{ data: VariantStock }>(`/stocks/${declinaisonId}/transfert`, {
    method: 'POST',
    body: input,
  });
  return answer.data;
}
