import { colisResource, type AdminParcelRow, type ParcelCreateInput } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { resourceQueryKey } from '../kit/resource-api.ts';

type Lines = ParcelCreateInput['lignes'];

/** GET /api/colis?commande={id}: an order's parcels (under the resource's key: any write refreshes them). */
export function orderParcelsQueryOptions(commandeId: number) {
  return queryOptions({
    queryKey: [...resourceQueryKey(colisResource.model), 'list', `commande=${commandeId}`],
    queryFn: ({ signal }) =>
      apiRequest<{ datas: AdminParcelRow[] }>(`/colis?commande=${commandeId}`, { signal }).then((a) => a.datas),
    retry: false,
  });
}

/** POST /api/colis: a parcel of the order with its lines (409 when the order has not that many units left). */
export async function createParcel(input: ParcelCreateInput): Promise<AdminParcelRow> {
  return (await apiRequest<{ data: AdminParcelRow }>('/colis', { method: 'POST', body: input })).data;
}

/** PUT /api/colis/{id}/lignes: the lines of a parcel still being prepared, replaced whole. */
export async function saveParcelLines(id: number, lignes: Lines): Promise<AdminParcelRow> {
  return (await apiRequest<{ data: AdminParcelRow }>(`/colis/${id}/lignes`, { method: 'PUT', body: { lignes } })).data;
}
