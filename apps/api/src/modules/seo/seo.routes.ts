import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo.service.ts';

/** Crawlers may keep these an hour: they change with the catalogue, which changes rarely. */
const CACHE_AN_HOUR = 'public, max-age=3600';

/** sitemap.xml and robots.txt at the root of the site. */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_AN_HOUR).send(seo.robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_AN_HOUR)
      .send(await seo.sitemap()),
  );
};
