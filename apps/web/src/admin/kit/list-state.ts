import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/** What a list shows, kept in the address so a reload, a shared link or "back" finds it again. */
export interface ListState {
  page: number;
  sort: string;
  order: 'asc' | 'desc';
  filters: Record<string, string>;
}

const readPage = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * Reads and writes the list's state in the query string: `page`, `sort`, `order` and the named
 * filters the screen allows (anything else in the address is ignored, so the API never sees an
 * unknown filter). A sort outside the allow-list falls back to the default. `initialFilters` apply
 * to a bare address until the list is first changed (so "clear" still shows everything).
 */
export function useListState(
  sortable: readonly [string, ...string[]],
  filterNames: readonly string[],
  defaultOrder: 'asc' | 'desc' = 'asc',
  initialFilters?: Readonly<Record<string, string>>,
) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [changed, setChanged] = useState(false);
  const state = useMemo<ListState>(() => {
    const params = new URLSearchParams(search || changed ? search : initialFilters);
    const sort = params.get('sort');
    const filters: Record<string, string> = {};
    for (const name of filterNames) {
      const value = params.get(name)?.trim();
      if (value) filters[name] = value;
    }
    return {
      page: readPage(params.get('page')),
      sort: sort && sortable.includes(sort) ? sort : sortable[0],
      order: params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : defaultOrder,
      filters,
    };
  }, [search, changed, sortable, filterNames, defaultOrder, initialFilters]);

  const update = useCallback(
    (next: Partial<ListState>) => {
      setChanged(true);
      const merged = { ...state, ...next };
      const params = new URLSearchParams();
      if (merged.page > 1) params.set('page', String(merged.page));
      if (merged.sort !== sortable[0] || merged.order !== defaultOrder) {
        params.set('sort', merged.sort);
        params.set('order', merged.order);
      }
      for (const [name, value] of Object.entries(merged.filters)) if (value) params.set(name, value);
      navigate(params.size ? `${location}?${params}` : location);
    },
    [state, sortable, location, navigate, defaultOrder],
  );
  return [state, update] as const;
}

/** The paginator's query for a list state. */
export function paginatorQuery(state: ListState, limit: number): URLSearchParams {
  const query = new URLSearchParams({
    page: String(state.page),
    limit: String(limit),
    sort: state.sort,
    order: state.order,
  });
  for (const [name, value] of Object.entries(state.filters)) query.set(name, value);
  return query;
}
