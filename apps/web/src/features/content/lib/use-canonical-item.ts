import { parseIdSlug } from '@boutique/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { canonicalSlug } from './content-paths.ts';

interface Sluggable {
  id: number;
  slug: string;
  label: string;
}

/**
 * Finds the item a "{id}-{slug}" route parameter names in a list query, like the product page:
 * a wrong or missing slug is replaced by the right one (no new history entry); an unknown id goes
 * to the error page with 404, but only once the server has answered, since the copy kept in
 * session storage may predate a new item.
 */
export function useCanonicalItem<Item extends Sluggable>(
  param: string | undefined,
  query: UseQueryResult<Item[]>,
  pathOf: (item: Item) => string,
): Item | undefined {
  const locale = useLocale();
  const [, navigate] = useLocation();
  const parsed = parseIdSlug(param ?? '');
  const item = parsed ? query.data?.find(({ id }) => id === parsed.id) : undefined;
  const hasServerAnswer = query.dataUpdatedAt > 0 && !query.isFetching;
  const isUnknown = !parsed || (hasServerAnswer && !item);
  const rightPath = item && parsed && parsed.slug !== canonicalSlug(item) ? pathOf(item) : null;

  useEffect(() => {
    if (isUnknown) navigate(`~${localePath(locale, 'erreur')}?code=404`, { replace: true });
  }, [isUnknown, locale, navigate]);

  useEffect(() => {
    if (rightPath) navigate(`~${rightPath}`, { replace: true });
  }, [rightPath, navigate]);

  return item;
}
