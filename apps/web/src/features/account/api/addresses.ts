import type { Address, AddressInput } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/adresses/me: the signed-in customer's addresses, oldest first. */
export const fetchAddresses = (signal?: AbortSignal) =>
  apiRequest<{ code: 200; datas: Address[] }>('/adresses/me', signal ? { signal } : {}).then((answer) => answer.datas);

/** POST /api/adresses, or PUT /api/adresses/{id} for an address that exists. */
export const saveAddress = (input: AddressInput, id?: number) =>
  apiRequest<{ code: 200; data: Address }>(id === undefined ? '/adresses' : `/adresses/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body: input,
  }).then((answer) => answer.data);

/** DELETE /api/adresses/{id}. */
export const deleteAddress = (id: number) =>
  apiRequest<{ code: 200; delete: boolean }>(`/adresses/${id}`, { method: 'DELETE' });
