import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PaginatorQuery } from '@boutique/domain';
import { badRequest } from './errors.ts';

/**
 * Turns the paginator's "field ASC|DESC" into an ORDER BY over an allow-list of columns, so a
 * client can never sort on, or inject, anything else.
 */
export function orderByFromSort(
  sort: string | undefined,
  columns: Record<string, PgColumn>,
  fallback: SQL | PgColumn,
): SQL | PgColumn {
  if (!sort) return fallback;
  const [field = '', direction = 'ASC'] = sort.split(' ');
  // Own keys only: "__proto__" or "constructor" must not reach the ORDER BY as inherited values.
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) {
    throw badRequest(
      'Tri impossible sur ce champ.',
      {
        sort: [`Champs triables : ${Object.keys(columns).join(', ')}.`],
      },
      'sort_field_invalid',
    );
  }
  return direction.toUpperCase() === 'DESC' ? desc(column) : asc(column);
}

/** Offset of a page. */
export const pageOffset = (query: PaginatorQuery) => (query.page - 1) * query.limit;
