import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/catalogue.service.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { createBasketService } from './modules/basket/basket.service.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ingredientsRoutes } from './modules/ingredients/ingredients.routes.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { envelope, registerErrorHandlers } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import type { Storage } from './providers/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product list cache, so catalogue writes can invalidate it. */
    catalogue: CatalogueService;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
}

/** Builds the HTTP application: plugins, then feature modules under /api, then the web app. */
export async function buildApp({ config, database, storage }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: false,
    // Long slugs are legitimate, 100 KB path parameters are not.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  registerSecurityHeaders(app, { isHttps: config.PUBLIC_URL.startsWith('https:') });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const catalogue = createCatalogueService(database.db);
  const media = createMediaService(database.db, storage);
  app.decorate('catalogue', catalogue);

  await app.register(
    async (api) => {
      await api.register(etag);
      await api.register(catalogueRoutes, { catalogue });
      await api.register(basketRoutes, { baskets: createBasketService(database.db) });
      await api.register(ingredientsRoutes, { db: database.db });
      await api.register(faqsRoutes, { db: database.db });
      await api.register(newsRoutes, { db: database.db });
      await api.register(translationsRoutes);
      await api.register(healthRoutes, { database });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { media });
  if (config.WEB_DIST) await registerWebApp(app, config.WEB_DIST);

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|media)(\/|$)/u.test(request.url);
    if (isPage) return reply.redirect('/fr', 302);
    return reply.code(404).send(envelope(404, 'Cette adresse n’existe pas.'));
  });
  return app;
}
