import type { Address, StaffOrderInput, StaffOrderQuote, StaffOrderQuoteInput, StaffVariant } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CustomerHit {
  id: number;
  mail: string;
  prenom: string;
  nom: string;
}

/** GET /api/clients?q=: the customers whose mail or name starts with the words (the `clients` resource). */
export async function searchCustomers(q: string, signal?: AbortSignal): Promise<CustomerHit[]> {
  const query = new URLSearchParams({ q, limit: '10' });
  return (await apiRequest<{ datas: CustomerHit[] }>(`/clients/paginator?${query}`, { signal })).datas;
}

/** GET /api/clients/{id}/fiche: the customer's addresses. */
export async function customerAddresses(id: number, signal?: AbortSignal): Promise<Address[]> {
  return (await apiRequest<{ data: { adresses: Address[] } }>(`/clients/${id}/fiche`, { signal })).data.adresses;
}

/** GET /api/admin/commandes/declinaisons?q=: variants with their price and live stock. */
export async function searchVariants(q: string, signal?: AbortSignal): Promise<StaffVariant[]> {
  const query = new URLSearchParams({ q });
  return (await apiRequest<{ datas: StaffVariant[] }>(`/admin/commandes/declinaisons?${query}`, { signal })).datas;
}

/** GET /api/admin/commandes/paiements-hors-ligne: the offline ways to pay staff may record. */
export async function offlineMethods(signal?: AbortSignal) {
  return (
    await apiRequest<{ datas: { id: number; code: string; label: string }[] }>(
      '/admin/commandes/paiements-hors-ligne',
      {
        signal,
      },
    )
  ).datas;
}

/** POST /api/admin/commandes/devis: the server's totals and the delivery methods of the address. */
export function quoteOrder(input: StaffOrderQuoteInput, signal?: AbortSignal): Promise<StaffOrderQuote> {
  return apiRequest<StaffOrderQuote>('/admin/commandes/devis', { method: 'POST', body: input, signal });
}

/** POST /api/admin/commandes: the order, held, then its link sent or its payment recorded. */
export async function createStaffOrder(input: StaffOrderInput) {
  return (
    await apiRequest<{ data: { hash: string; statut: string; lien: { url: string; en_attente: boolean } | null } }>(
      '/admin/commandes',
      { method: 'POST', body: input },
    )
  ).data;
}
