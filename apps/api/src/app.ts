import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { runJobsOnce } from './jobs/periodic-job.ts';
import { UPKEEP_PERIOD_MS } from './jobs/shop-jobs.ts';
import { AppError } from './lib/errors.ts';
import { holdsNul } from './lib/nul-text.ts';
import type { CatalogueService } from './modules/catalogue/catalogue.service.ts';
import type { CheckoutService } from './modules/checkout/checkout.service.ts';
import { readHome } from './modules/home/home.service.ts';
import { createNewsletterLinks } from './modules/newsletter/newsletter-links.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { API_MODULES, ROOT_MODULES } from './modules.ts';
import { ACCESS_TABLE } from './access-table.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerPermissions } from './plugins/permissions.ts';
import { envelope, registerErrorHandlers } from './plugins/error-handler.ts';
import { registerEtags } from './plugins/etag.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerApiDocument, registerOpenApi } from './plugins/openapi.ts';
import apiPackage from '../package.json' with { type: 'json' };
import { registerRequestIds, requestIdOf } from './plugins/request-ids.ts';
import type { Metrics } from './observability/metrics.ts';
import { GOOGLE_SOURCES, mergeSources, registerSecurityHeaders, STRIPE_SOURCES } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import type { Storage } from './providers/storage/storage.ts';
import { createShopServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product list cache, so catalogue writes can invalidate it. */
    catalogue: CatalogueService;
    /** Reservations and orders, so tests can release expired holds when they choose. */
    checkout: CheckoutService;
    /** The shop's periodic jobs (jobs/shop-jobs.ts) on their durable queue, which the server starts. */
    jobQueue: JobQueue;
    /**
     * Runs the minute's jobs once, now (lapsed holds, payments a crash left half-handled, refunds,
     * analytics upkeep, back-in-stock mails); rejects after all of them ran if any failed.
     */
    upkeep: () => Promise<void>;
    /** The process's Prometheus metrics, which the server may also serve on an internal port. */
    metrics: Metrics;
    /** Every route registered, for the access table test (deny by default). */
    routeList: { method: string; url: string }[];
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
}

/**
 * Builds the HTTP application: plugins, the shop's services (services.ts), each module's routes
 * from the list in modules.ts (under /api, then at the root), then SEO and the web app.
 */
export async function buildApp({ config, database, storage }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Readable lines while developing; JSON lines, one per event, everywhere else.
    logger:
      config.APP_ENV === 'development'
        ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
        : { level: config.LOG_LEVEL },
    // Each log line of a request carries its id (reqId), the one its answer names (request-ids.ts);
    // an id, like a client address, is taken from the request only behind a trusted proxy.
    genReqId: (request) => requestIdOf(config.TRUST_PROXY ? request.headers['x-request-id'] : undefined),
    trustProxy: config.TRUST_PROXY ?? false,
    // Long slugs are legitimate, 100 KB path parameters are not.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's own refusals (malformed or overlong path) answer the envelope too, without
    // echoing the path back.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      return reply.code(status).send(envelope(status));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerRequestIds(app);
  // The browser sends "Content-Type: application/json" on every call, bodiless ones
  // included: an empty body reads as no body instead of a parse error. Poisoning guards stay on,
  // and text with a NUL character (which no database column can hold) is refused as invalid.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    const text = String(body);
    parseJson(request, text, (error, value) => {
      // JSON can only carry a NUL escaped: the walk runs for the rare body holding one.
      if (!error && text.includes('\\u0000') && holdsNul(value)) {
        return done(new AppError(400, 'Le texte envoyé contient un caractère invalide.', {}, 'invalid_character'));
      }
      done(error, value);
    });
  });
  await registerOpenApi(app, { version: apiPackage.version, publicUrl: config.PUBLIC_URL });
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  registerSecurityHeaders(app, {
    isHttps: config.PUBLIC_URL.startsWith('https:'),
    thirdParty: mergeSources(
      config.STRIPE_PUBLISHABLE_KEY ? STRIPE_SOURCES : {},
      config.GOOGLE_CLIENT_ID ? GOOGLE_SOURCES : {},
    ),
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const shop = await createShopServices({
    config,
    database,
    storage,
    log: app.log,
    onClose: (release) => app.addHook('onClose', async () => void (await release())),
  });
  const { catalogue, checkout, jobQueue, translations, metrics } = shop;
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  app.decorate('metrics', metrics);
  app.decorate('catalogue', catalogue);
  app.decorate('checkout', checkout);
  app.decorate('jobQueue', jobQueue);
  app.decorate('upkeep', () =>
    runJobsOnce(
      jobQueue.jobs.filter((job) => job.periodMs === UPKEEP_PERIOD_MS),
      app.log,
    ),
  );

  await app.register(
    async (api) => {
      registerEtags(api);
      await api.register(rateLimit, shop.rateLimits);
      registerAuthentication(api, database.db, shop.counters);
      registerPermissions(api, ACCESS_TABLE);
      registerApiDocument(api);
      for (const module of API_MODULES) await module.register(api, shop);
    },
    { prefix: '/api' },
  );
  for (const module of ROOT_MODULES) await module.register(app, shop);
  const seo = createSeoService({
    db: database.db,
    catalogue,
    publicUrl: config.PUBLIC_URL,
    newsletterLinks: createNewsletterLinks(database.db),
  });
  await app.register(seoRoutes, { seo });
  if (config.WEB_DIST) {
    await registerWebApp(app, config.WEB_DIST, seo, config.APP_ENV, {
      messages: (locale) => translations.served(locale),
      catalogue: (locale) => catalogue.listProducts(locale),
      home: () => readHome(database.db),
      onInvalidate: (listener) => catalogue.onInvalidate(listener),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|media)(\/|$)/u.test(request.url);
    if (isPage) return reply.redirect('/fr', 302);
    return reply.code(404).send(envelope(404, 'Cette adresse n’existe pas.'));
  });
  return app;
}
