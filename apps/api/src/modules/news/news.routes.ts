import { count, desc, eq } from 'drizzle-orm';
import { ActualitePageSchema, PaginatorQuerySchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actualites } from '../../db/schema/index.ts';
import { localize } from '../../lib/localize.ts';
import { orderByFromSort, pageOffset } from '../../lib/paginate.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { PUBLIC_REVALIDATE } from '../../lib/prebuilt-response.ts';

const SORTABLE = { publie_le: actualites.publie_le, label: actualites.label, id: actualites.id };

/** Published news articles, newest first unless sorted otherwise. */
export const newsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/actualites/paginator',
    { schema: { querystring: PaginatorQuerySchema, response: { 200: ActualitePageSchema } } },
    async (request, reply) => {
      const { query } = request;
      reply.header('cache-control', PUBLIC_REVALIDATE);
      const locale = requestLocale(request);
      const orderBy = orderByFromSort(query.sort, SORTABLE, desc(actualites.publie_le));
      const published = eq(actualites.online, true);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(actualites)
          .where(published)
          .orderBy(orderBy, desc(actualites.id))
          .limit(query.limit)
          .offset(pageOffset(query)),
        db.select({ value: count() }).from(actualites).where(published),
      ]);
      const datas = rows.map(({ online: _online, ...row }) => localize(row, locale, ['label', 'accroche', 'texte']));
      return { code: 200 as const, datas, total: total?.value ?? 0, page: query.page, limit: query.limit };
    },
  );
};
