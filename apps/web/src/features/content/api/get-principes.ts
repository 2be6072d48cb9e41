import type { Locale, PrincipeActif } from '@boutique/domain';
import { apiRequest, resolveRequestLocale } from '../../../lib/api-client.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredList } from './stored-query.ts';

/** GET /api/principesactifs/paginator (PrincipeActifPageSchema). */
interface PrincipeActifPageAnswer {
  code: number;
  datas: PrincipeActif[];
  total: number;
}

/** Active ingredients are sorted by ordre ascending. */
export const PRINCIPES_PATH = `/principesactifs/paginator?sort=${encodeURIComponent('ordre ASC')}`;

export async function fetchPrincipes(signal?: AbortSignal): Promise<PrincipeActif[]> {
  return (await apiRequest<PrincipeActifPageAnswer>(PRINCIPES_PATH, signal ? { signal } : {})).datas;
}

/** The active ingredients, in their order, in the texts' language. */
export function usePrincipes(routeLocale: Locale) {
  return useStoredList<PrincipeActif>({
    name: 'principes',
    storageKey: SESSION_KEYS.principes,
    locale: resolveRequestLocale(routeLocale),
    fetchList: fetchPrincipes,
  });
}
