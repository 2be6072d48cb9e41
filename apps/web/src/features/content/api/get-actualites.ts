import type { Actualite, Locale } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, resolveRequestLocale } from '../../../lib/api-client.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { storedListQueryOptions } from './stored-query.ts';

/** GET /api/actualites/paginator (ActualitePageSchema), newest first. */
interface ActualitePageAnswer {
  code: number;
  datas: Actualite[];
  total: number;
}

export async function fetchActualites(signal?: AbortSignal): Promise<Actualite[]> {
  return (await apiRequest<ActualitePageAnswer>('/actualites/paginator', signal ? { signal } : {})).datas;
}

export const actualitesQueryOptions = (locale: Locale) =>
  storedListQueryOptions<Actualite>({
    name: 'actualites',
    storageKey: SESSION_KEYS.actualites,
    locale,
    fetchList: fetchActualites,
  });

/** The published news articles in the texts' language. */
export function useActualites(routeLocale: Locale) {
  return useQuery(actualitesQueryOptions(resolveRequestLocale(routeLocale)));
}
