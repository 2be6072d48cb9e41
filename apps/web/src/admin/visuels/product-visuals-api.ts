import type { ProductVisual } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { ResourcePage } from '../kit/resource-api.ts';

type Answer = { datas: ProductVisual[] };

export const productVisualsKey = (productId: number) => ['admin-product-visuals', productId] as const;

/** GET /api/produits/{id}/visuels: the product's pictures in display order. */
export function productVisualsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: productVisualsKey(productId),
    queryFn: ({ signal }) => apiRequest<Answer>(`/produits/${productId}/visuels`, { signal }).then((a) => a.datas),
    retry: false,
  });
}

/** A page of the image library, newest first, for the picker. */
export function libraryQueryOptions(search: string) {
  const query = new URLSearchParams({ page: '1', limit: '60', sort: 'id', order: 'desc' });
  if (search.trim()) query.set('q', search.trim());
  return queryOptions({
    queryKey: ['admin-resource', 'visuels', 'picker', query.toString()],
    queryFn: ({ signal }) => apiRequest<ResourcePage>(`/visuels/paginator?${query}`, { signal }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export const attachVisual = (productId: number, visuelId: number) =>
  apiRequest<Answer>(`/produits/${productId}/visuels`, { method: 'POST', body: { visuel_id: visuelId } }).then(
    (a) => a.datas,
  );

export const detachVisual = (productId: number, visuelId: number) =>
  apiRequest<Answer>(`/produits/${productId}/visuels/${visuelId}`, { method: 'DELETE' }).then((a) => a.datas);

export const reorderVisuals = (productId: number, ids: number[]) =>
  apiRequest<Answer>(`/produits/${productId}/visuels`, { method: 'PUT', body: { ids } }).then((a) => a.datas);
