import type { Locale, PaginatorQuery, PrincipeActif } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { localize } from '../../lib/localize.ts';
import { pageOffset } from '../../lib/paginate.ts';
import { selectIngredientsPage } from './ingredients.queries.ts';

/** A page of the active ingredients in the reader's language, each with the products holding it. */
export async function readIngredientsPage(db: Database, query: PaginatorQuery, locale: Locale) {
  const { rows, total, links } = await selectIngredientsPage(db, query.sort, query.limit, pageOffset(query));
  const datas: PrincipeActif[] = rows.map((row) => ({
    ...localize(row, locale, ['label', 'accroche', 'texte']),
    produits: links.filter((link) => link.principe_id === row.id).map((link) => link.produit_id),
  }));
  return { datas, total };
}
