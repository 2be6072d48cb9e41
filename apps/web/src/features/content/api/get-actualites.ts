import type { Actualite, Locale } from '@boutique/domain';
import { apiRequest, resolveRequestLocale } from '../../../lib/api-client.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredList } from './stored-query.ts';

/** GET /api/actualites/paginator (ActualitePageSchema), newest first. */
interface ActualitePageAnswer {
  code: number;
  datas: Actualite[];
  total: number;
}

export async function fetchActualites(signal?: AbortSignal): Promise<Actualite[]> {
  return (await apiRequest<ActualitePageAnswer>('/actualites/paginator', signal ? { signal } : {})).datas;
}

/** The published news articles in the texts' language. */
export function useActualites(routeLocale: Locale) {
  return useStoredList<Actualite>({
    name: 'actualites',
    storageKey: SESSION_KEYS.actualites,
    locale: resolveRequestLocale(routeLocale),
    fetchList: fetchActualites,
  });
}
