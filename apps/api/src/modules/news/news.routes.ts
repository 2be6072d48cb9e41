import { ActualitePageSchema, PaginatorQuerySchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { PUBLIC_REVALIDATE } from '../../lib/prebuilt-response.ts';
import { readNewsPage } from './news.service.ts';

/** Published news articles, newest first unless sorted otherwise. */
export const newsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/actualites/paginator',
    { schema: { querystring: PaginatorQuerySchema, response: { 200: ActualitePageSchema } } },
    async (request, reply) => {
      const { query } = request;
      reply.header('cache-control', PUBLIC_REVALIDATE);
      const { datas, total } = await readNewsPage(db, query, requestLocale(request));
      return { code: 200 as const, datas, total, page: query.page, limit: query.limit };
    },
  );
};
