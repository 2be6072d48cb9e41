import { PaginatorQuerySchema, PrincipeActifPageSchema, type PrincipeActif } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { principesActifs } from '../../db/schema/index.ts';
import { localize } from '../../lib/localize.ts';
import { orderByFromSort, pageOffset } from '../../lib/paginate.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { PUBLIC_REVALIDATE } from '../../lib/prebuilt-response.ts';
import { selectIngredientsPage } from './ingredients.queries.ts';

const SORTABLE = { ordre: principesActifs.ordre, label: principesActifs.label, id: principesActifs.id };

export const ingredientsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/principesactifs/paginator',
    { schema: { querystring: PaginatorQuerySchema, response: { 200: PrincipeActifPageSchema } } },
    async (request, reply) => {
      const { query } = request;
      reply.header('cache-control', PUBLIC_REVALIDATE);
      const locale = requestLocale(request);
      const orderBy = orderByFromSort(query.sort, SORTABLE, principesActifs.ordre);
      const { rows, total, links } = await selectIngredientsPage(db, orderBy, query.limit, pageOffset(query));
      const datas: PrincipeActif[] = rows.map((row) => ({
        ...localize(row, locale, ['label', 'accroche', 'texte']),
        produits: links.filter((link) => link.principe_id === row.id).map((link) => link.produit_id),
      }));
      return { code: 200 as const, datas, total, page: query.page, limit: query.limit };
    },
  );
};
