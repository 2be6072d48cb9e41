import type { Locale, PaginatorQuery } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { localize } from '../../lib/localize.ts';
import { pageOffset } from '../../lib/paginate.ts';
import { selectPublishedNewsPage } from './news.queries.ts';

/** A page of the published articles in the reader's language. */
export async function readNewsPage(db: Database, query: PaginatorQuery, locale: Locale) {
  const { rows, total } = await selectPublishedNewsPage(db, query.sort, query.limit, pageOffset(query));
  const datas = rows.map(({ online: _online, ...row }) => localize(row, locale, ['label', 'accroche', 'texte']));
  return { datas, total };
}
