import type { AdminSearch, OrderStatus } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/admin/recherche?q=: a few orders, customers, products and payment links. */
export const searchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['admin', 'recherche', text] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ code: number; data: AdminSearch }>(`/admin/recherche?${new URLSearchParams({ q: text })}`, {
          signal,
        })
      ).data,
    retry: false,
    staleTime: 30_000,
  });

/** One option of the search box: where it leads (relative to /:lang/ad) and what it shows. */
export interface SearchResult {
  kind: keyof AdminSearch;
  href: string;
  title: string;
  detail: string;
  statut?: OrderStatus;
  montant?: number;
}

/**
 * The answer as one list of options, orders first. A payment link has no page of its own: it
 * opens the links' list searched by its customer's mail.
 */
export function searchResults(found: AdminSearch): SearchResult[] {
  return [
    ...found.commandes.map((order) => ({
      kind: 'commandes' as const,
      href: `/commandes/${order.hash}`,
      title: order.numero ?? order.hash,
      detail: [order.facture_numero, order.client].filter(Boolean).join(' · '),
      statut: order.statut,
      montant: order.total_ttc,
    })),
    ...found.clients.map((client) => ({
      kind: 'clients' as const,
      href: `/users/${client.id}`,
      title: client.nom || client.mail,
      detail: client.mail,
    })),
    ...found.produits.map((product) => ({
      kind: 'produits' as const,
      href: `/produits/${product.id}`,
      title: product.label,
      detail: '',
    })),
    ...found.liens.map((link) => ({
      kind: 'liens' as const,
      href: `/paiements?${new URLSearchParams({ q: link.mail || link.nom })}`,
      title: link.nom || link.mail,
      detail: link.mail,
      montant: link.montant,
    })),
  ];
}
