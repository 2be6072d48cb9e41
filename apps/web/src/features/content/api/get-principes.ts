import type { Locale, PrincipeActif } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, resolveRequestLocale } from '../../../lib/api-client.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { storedListQueryOptions } from './stored-query.ts';

/** GET /api/principesactifs/paginator (PrincipeActifPageSchema). */
interface PrincipeActifPageAnswer {
  code: number;
  datas: PrincipeActif[];
  total: number;
}

/** Spec §9: active ingredients are sorted by ordre ascending. */
export const PRINCIPES_PATH = `/principesactifs/paginator?sort=${encodeURIComponent('ordre ASC')}`;

export async function fetchPrincipes(signal?: AbortSignal): Promise<PrincipeActif[]> {
  return (await apiRequest<PrincipeActifPageAnswer>(PRINCIPES_PATH, signal ? { signal } : {})).datas;
}

export const principesQueryOptions = (locale: Locale) =>
  storedListQueryOptions<PrincipeActif>({
    name: 'principes',
    storageKey: SESSION_KEYS.principes,
    locale,
    fetchList: fetchPrincipes,
  });

/** The active ingredients, in their order, in the texts' language. */
export function usePrincipes(routeLocale: Locale) {
  return useQuery(principesQueryOptions(resolveRequestLocale(routeLocale)));
}
