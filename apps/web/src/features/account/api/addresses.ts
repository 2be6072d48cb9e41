import type { Address, AddressInput } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/adresses/me: the signed-in customer's addresses, oldest first. */
export const fetchAddresses = (signal?: AbortSignal) =>
  apiRequest<{ code: 200; datas: Address[] }>('/adresses/me', signal ? { signal } : {}).then((answer) => answer.datas);

export const ADDRESSES_QUERY_KEY = ['adresses'] as const;

/** The signed-in customer's addresses (the account area, the checkout and the shop's prices share this cache). */
export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ADDRESSES_QUERY_KEY, queryFn: ({ signal }) => fetchAddresses(signal), staleTime: 30_000 });

/** POST /api/adresses, or PUT /api/adresses/{id} for an address that exists. */
export const saveAddress = (input: AddressInput, id?: number) =>
  apiRequest<{ code: 200; data: Address }>(id === undefined ? '/adresses' : `/adresses/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body: input,
  }).then((answer) => answer.data);

/** DELETE /api/adresses/{id}. */
export const deleteAddress = (id: number) =>
  apiRequest<{ code: 200; delete: boolean }>(`/adresses/${id}`, { method: 'DELETE' });
