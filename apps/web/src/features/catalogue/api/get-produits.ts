import { catalogueAddress, type Locale, type Produit } from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPreloadedRead, resolveRequestLocale } from '../../../lib/api-client.ts';
import { readStoredProduits, writeStoredProduits } from './produits-storage.ts';

/** The answer of GET /api/produits (ProduitListSchema); typed, not parsed, to keep zod out of the shopper bundle. */
interface ProduitListAnswer {
  code: number;
  datas: Produit[];
}

/** Offline products are never listed, whatever the server sends. */
export function listOnline(produits: readonly Produit[]): Produit[] {
  return produits.filter((produit) => !produit.offline);
}

/**
 * The catalogue in a language, from the address the server's first HTML preloads for the page
 * (catalogueAddress), so the answer is usually on its way before this code even runs.
 */
export async function fetchProduits(locale: Locale, signal?: AbortSignal): Promise<Produit[]> {
  const answer = await apiPreloadedRead<ProduitListAnswer>(catalogueAddress(locale), signal);
  return listOnline(answer.datas);
}

/**
 * The catalogue in the language its texts come in (see resolveRequestLocale),
 * so the cache and the stored copies never file English texts under French. First what this tab
 * already received (session storage, so a reload paints at once), then the server's answer,
 * which is stored again for the next visit.
 */
export const produitsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['produits', locale] as const,
    queryFn: async ({ signal }) => {
      const produits = await fetchProduits(locale, signal);
      writeStoredProduits(locale, produits);
      return produits;
    },
    initialData: () => {
      const stored = readStoredProduits(locale);
      return stored ? listOnline(stored) : undefined;
    },
    // Stored data counts as old, so the server is always asked once per page load.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

/** The catalogue for a page of the given route language. */
export function useProduits(routeLocale: Locale) {
  return useQuery(produitsQueryOptions(resolveRequestLocale(routeLocale)));
}
