import type { Locale } from '@boutique/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { readStoredList, writeStoredList } from './stored-lists.ts';

interface StoredListOptions<Item> {
  name: string;
  storageKey: string;
  locale: Locale;
  fetchList: (signal: AbortSignal) => Promise<Item[]>;
}

/** Query options of a content list whose server answers are also kept in session storage. */
function storedListQueryOptions<Item extends { id: number }>(options: StoredListOptions<Item>) {
  const { name, storageKey, locale, fetchList } = options;
  return queryOptions({
    queryKey: [name, locale] as const,
    queryFn: async ({ signal }) => {
      const items = await fetchList(signal);
      writeStoredList(storageKey, locale, items);
      return items;
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * A content list: what this tab already received (session storage) shows at once, then the
 * server's answer replaces it and is stored again (as the product list does). The stored copy is
 * a placeholder from the render after hydration only: the server, which drew the page, had no
 * storage to read, and a hydrating render that drew more than it would be a mismatch (React
 * error #418, the whole page drawn again).
 */
export function useStoredList<Item extends { id: number }>(options: StoredListOptions<Item>) {
  const isHydrated = useHydrated();
  const { storageKey, locale } = options;
  return useQuery({
    ...storedListQueryOptions(options),
    placeholderData: isHydrated ? () => readStoredList<Item>(storageKey, locale) : undefined,
  });
}
