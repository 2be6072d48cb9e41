import { PaginatorQuerySchema, PrincipeActifPageSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { PUBLIC_REVALIDATE } from '../../lib/prebuilt-response.ts';
import { readIngredientsPage } from './ingredients.service.ts';

export const ingredientsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/principesactifs/paginator',
    { schema: { querystring: PaginatorQuerySchema, response: { 200: PrincipeActifPageSchema } } },
    async (request, reply) => {
      const { query } = request;
      reply.header('cache-control', PUBLIC_REVALIDATE);
      const { datas, total } = await readIngredientsPage(db, query, requestLocale(request));
      return { code: 200 as const, datas, total, page: query.page, limit: query.limit };
    },
  );
};
