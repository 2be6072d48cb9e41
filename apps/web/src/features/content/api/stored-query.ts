import type { Locale } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { readStoredList, writeStoredList } from './stored-lists.ts';

/**
 * Query options of a content list cached in session storage: what this tab already received is
 * shown at once, then the server's answer replaces it and is stored again (as the product list does).
 */
export function storedListQueryOptions<Item extends { id: number }>(options: {
  name: string;
  storageKey: string;
  locale: Locale;
  fetchList: (signal: AbortSignal) => Promise<Item[]>;
}) {
  const { name, storageKey, locale, fetchList } = options;
  return queryOptions({
    queryKey: [name, locale] as const,
    queryFn: async ({ signal }) => {
      const items = await fetchList(signal);
      writeStoredList(storageKey, locale, items);
      return items;
    },
    initialData: () => readStoredList<Item>(storageKey, locale),
    // Stored data counts as old, so the server is always asked once per page load.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}
