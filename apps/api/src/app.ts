import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/catalogue.service.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { createBasketService } from './modules/basket/basket.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createRecoveryService } from './modules/auth/recovery.service.ts';
import { createSignUpService } from './modules/auth/sign-up.service.ts';
import { googleSignInRoutes } from './modules/auth/google.routes.ts';
import { createGoogleSignInService } from './modules/auth/google.service.ts';
import { campaignRoutes } from './modules/newsletter/campaign.routes.ts';
import { createCampaignService } from './modules/newsletter/campaign.service.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createOutboxDispatcher, createOutboxService } from './modules/outbox/outbox.service.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { adminSearchRoutes } from './modules/admin-search/admin-search.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { orderAdminRoutes } from './modules/orders/order-admin.routes.ts';
import { workflowsRoutes } from './modules/workflows/workflows.routes.ts';
import { createWorkflowsService } from './modules/workflows/workflows.service.ts';
import { enqueueStatusMail } from './modules/workflows/status-mail.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { createStockService } from './modules/stock/stock.service.ts';
import { createOrderAdminService } from './modules/orders/order-admin.service.ts';
import { createNewOrderMail } from './modules/orders/new-order-mail.ts';
import { createSmtpTransport } from './providers/mail/smtp-transport.ts';
import { createHttpSmsTransport } from './providers/sms/http-sms-transport.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { discountUsesRoutes } from './modules/checkout/discount-uses.routes.ts';
import { registerPaymentFailureMail } from './modules/checkout/payment-failure.ts';
import { registerRefundHandling } from './modules/orders/refunds.ts';
import { refundsRoutes } from './modules/orders/refunds.routes.ts';
import { createCheckoutService, type CheckoutService } from './modules/checkout/checkout.service.ts';
import { createCheckoutStateService } from './modules/checkout/checkout-state.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ingredientsRoutes } from './modules/ingredients/ingredients.routes.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { paymentLinksRoutes } from './modules/payment-links/payment-links.routes.ts';
import { staffOrderRoutes } from './modules/checkout/staff-order.routes.ts';
import { createStaffOrderService } from './modules/checkout/staff-order.service.ts';
import { createPaymentLinksService } from './modules/payment-links/payment-links.service.ts';
import { paymentConfigRoutes, simulatedPaymentRoutes } from './modules/payments/payments.routes.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { redeliverSimulatedSuccesses } from './modules/payments/simulated-redelivery.ts';
import { refundRefusedPayments } from './modules/payments/refused-payments.ts';
import { paymentReturnRoutes } from './modules/payments/payment-return.routes.ts';
import { createStripeProvider } from './providers/payments/stripe-provider.ts';
import { createPaymentEvents } from './providers/payments/payment-events.ts';
import { createSimulatedProvider } from './providers/payments/simulated-provider.ts';
import { createNewsletterLinks } from './modules/newsletter/newsletter-links.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { subscribersRoutes } from './modules/newsletter/subscribers.routes.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { shopInfoRoutes } from './modules/shop-info/shop-info.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { readHome } from './modules/home/home.service.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { createTranslationsService } from './modules/translations/translations.service.ts';
import { createCatalogueGridService } from './modules/translations/catalogue-grid.service.ts';
import { recordTranslationSources } from './modules/translations/translation-sources.service.ts';
import {
  createMachineTranslationService,
  translationProviderFrom,
} from './modules/translations/machine-translation.service.ts';
import { createTranslatableRowsReader } from './modules/admin-resources/translatable-rows.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { accountDataRoutes } from './modules/account-data/account-data.routes.ts';
import { salonRoutes } from './modules/salon/salon.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { ambassadorAdminRoutes } from './modules/ambassador/ambassador-admin.routes.ts';
import { ambassadorRoutes } from './modules/ambassador/ambassador.routes.ts';
import { resourceRoutes } from './modules/admin-resources/resource.routes.ts';
import { createReviewMail } from './modules/reviews/review-mail.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { parcelsRoutes } from './modules/parcels/parcels.routes.ts';
import { createParcelsService } from './modules/parcels/parcels.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createVisuelsService } from './modules/visuels/visuels.service.ts';
import { visuelsRoutes } from './modules/visuels/visuels.routes.ts';
import { RESOURCES } from './resources.ts';
import { createRedisCacheBus, localCacheBus } from './lib/cache-bus.ts';
import { createMemoryCounterStore, createRedisCounterStore } from './lib/counter-store.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerEtags } from './plugins/etag.ts';
import { envelope, registerErrorHandlers } from './plugins/error-handler.ts';
import { AppError } from './lib/errors.ts';
import { holdsNul } from './lib/nul-text.ts';
import { GOOGLE_SOURCES, mergeSources, registerSecurityHeaders, STRIPE_SOURCES } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsIngest } from './modules/analytics/analytics.service.ts';
import { statsRoutes } from './modules/analytics/stats.routes.ts';
import { tracksRoutes } from './modules/analytics/tracks.routes.ts';
import { createStatsService } from './modules/analytics/stats.service.ts';
import type { Storage } from './providers/storage/storage.ts';
import { purgeAbandonedBaskets } from './modules/basket/basket-purge.ts';
import { runJobsOnce, type PeriodicJob } from './jobs/scheduler.ts';
import { shopJobs, UPKEEP_PERIOD_MS } from './jobs/shop-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product list cache, so catalogue writes can invalidate it. */
    catalogue: CatalogueService;
    /** Reservations and orders, so tests can release expired holds when they choose. */
    checkout: CheckoutService;
    /** The shop's periodic jobs (jobs/shop-jobs.ts), which the server hands to its scheduler. */
    jobs: readonly PeriodicJob[];
    /**
     * Runs the minute's jobs once, now (lapsed holds, payments a crash left half-handled, refunds,
     * analytics upkeep); rejects after all of them ran if any failed.
     */
    upkeep: () => Promise<void>;
    /** Every route registered, for the access table test (deny by default). */
    routeList: { method: string; url: string }[];
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
        return done(new AppError(400, 'Le texte envoyé contient un caractère invalide.'));
      }
      done(error, value);
    });
  });
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

  // Shared by every process when configured; otherwise counters live in this process (and the
  // client library is not loaded at all).
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 })
    : null;
  if (redis) {
    // Without a listener ioredis reports every reconnection failure as unhandled; requests that
    // need it meanwhile answer 503 (error-handler.ts).
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  // Several processes keep their own copies of the catalogue and the texts: a write tells the others.
  const caches = redis
    ? createRedisCacheBus(redis, (error) => app.log.warn({ err: error }, 'cache bus unavailable'))
    : localCacheBus;
  app.addHook('onClose', () => caches.close());

  const catalogue = createCatalogueService(database.db, caches);
  const translations = createTranslationsService(database.db, caches);
  const baskets = createBasketService(database.db);
  const invoices = createInvoicesService({
    db: database.db,
    publicUrl: config.PUBLIC_URL,
    signingSecret: config.SIGNING_SECRET,
  });
  const mails = createOutboxDispatcher(
    database.db,
    {
      mail: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
      sms:
        config.SMS_API_URL && config.SMS_API_TOKEN
          ? createHttpSmsTransport({ url: config.SMS_API_URL, token: config.SMS_API_TOKEN, sender: config.SMS_SENDER })
          : null,
      // The order confirmation leaves with its invoice, rendered at send time.
      attachmentsFor: invoices.mailAttachments,
    },
    (error) => app.log.error({ err: error }, 'outbox dispatch failed'),
  );
  app.addHook('onClose', () => mails.close());
  // Stripe with its keys; without them the simulated provider mirrors Stripe's test mode.
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? await createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : null;
  const simulated = stripe ? null : createSimulatedProvider(database.db);
  const payments = stripe ?? simulated!;
  const paymentEvents = createPaymentEvents(database.db);
  const refunds = registerRefundHandling({
    events: paymentEvents,
    provider: payments,
    db: database.db,
    issueCreditNote: invoices.issueCreditNote,
    onRefunded: (tx, refunded) => enqueueStatusMail(tx, refunded, config.PUBLIC_URL),
  });
  registerPaymentFailureMail({ events: paymentEvents, mails, publicUrl: config.PUBLIC_URL });
  const checkoutState = createCheckoutStateService(database.db, baskets, catalogue);
  const newOrderMail = createNewOrderMail({ publicUrl: config.PUBLIC_URL, fallbackAddress: config.MAIL_FROM });
  const checkout = createCheckoutService({
    db: database.db,
    state: checkoutState,
    provider: payments,
    events: paymentEvents,
    reservationMinutes: config.RESERVATION_MINUTES,
    mails,
    publicUrl: config.PUBLIC_URL,
    catalogue,
    onSale: async (tx, sale) => {
      await newOrderMail(tx, sale);
      // The status the payment put the order in ('payee', or 'a_verifier'), if staff mail it.
      await enqueueStatusMail(tx, sale.order, config.PUBLIC_URL);
    },
  });
  app.decorate('checkout', checkout);
  const analytics = createAnalyticsIngest(database.db);
  const stats = createStatsService(database.db, catalogue);
  app.addHook('onClose', async () => void (await analytics.flush()));
  const jobs = shopJobs({
    releaseExpiredHolds: () => checkout.releaseExpired(),
    redeliverSimulatedSuccesses: simulated
      ? () => redeliverSimulatedSuccesses(database.db, simulated, paymentEvents)
      : null,
    refundFlaggedOrders: () => refunds.refundFlagged(),
    refundRefusedPayments: () => refundRefusedPayments(database.db, payments),
    analyticsPartitions: () => analytics.upkeep(),
    analyticsRollups: () => stats.rollup(),
    purgeAbandonedBaskets: () => purgeAbandonedBaskets(baskets, config.BASKET_RETENTION_DAYS, app.log),
    dispatchOutbox: () => mails.nudge(),
  });
  app.decorate('jobs', jobs);
  app.decorate('upkeep', () =>
    runJobsOnce(
      jobs.filter((job) => job.periodMs === UPKEEP_PERIOD_MS),
      app.log,
    ),
  );
  const counters = redis ? createRedisCounterStore(redis) : createMemoryCounterStore();
  const rateLimits = { global: false, ...(redis ? { redis } : {}) };
  const auth = createAuthService(database.db, baskets, counters);
  const media = createMediaService(database.db, storage);
  app.decorate('catalogue', catalogue);

  await app.register(
    async (api) => {
      registerEtags(api);
      await api.register(rateLimit, rateLimits);
      registerAuthentication(api, database.db);
      const recovery = createRecoveryService({ db: database.db, auth, mails, publicUrl: config.PUBLIC_URL });
      const signUps = createSignUpService({
        db: database.db,
        auth,
        mails,
        counters,
        publicUrl: config.PUBLIC_URL,
      });
      await api.register(authRoutes, { auth, recovery, signUps });
      const googleClientId = config.GOOGLE_CLIENT_ID ?? null;
      await api.register(googleSignInRoutes, {
        clientId: googleClientId,
        google: googleClientId
          ? createGoogleSignInService({
              db: database.db,
              auth,
              mails,
              publicUrl: config.PUBLIC_URL,
              clientId: googleClientId,
              jwksUrl: config.GOOGLE_JWKS_URL,
            })
          : null,
      });
      await api.register(salonRoutes, { db: database.db, recovery });
      await api.register(customersRoutes, { db: database.db, recovery });
      await api.register(accountDataRoutes, { db: database.db, onPublicChange: () => catalogue.invalidate() });
      await api.register(addressesRoutes, { db: database.db });
      await api.register(ambassadorRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });
      await api.register(ambassadorAdminRoutes, { db: database.db });
      await api.register(usersRoutes, { db: database.db });
      await api.register(contactRoutes, { contact: createContactService(database.db, mails, config.MAIL_FROM) });
      await api.register(newsletterRoutes, { db: database.db, mails, publicUrl: config.PUBLIC_URL });
      await api.register(subscribersRoutes, { db: database.db });
      await api.register(campaignRoutes, {
        campaigns: createCampaignService({
          db: database.db,
          mails,
          publicUrl: config.PUBLIC_URL,
          mailsPerMinute: config.NEWSLETTER_MAILS_PER_MINUTE,
        }),
      });
      await api.register(paymentConfigRoutes, {
        provider: payments.kind,
        publishableKey: stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      });
      if (simulated) await api.register(simulatedPaymentRoutes, { provider: simulated, events: paymentEvents });
      await api.register(stripeWebhookRoutes, { provider: stripe, events: paymentEvents });
      await api.register(paymentReturnRoutes, { provider: payments, events: paymentEvents });
      const links = createPaymentLinksService({
        db: database.db,
        provider: payments,
        events: paymentEvents,
        mails,
        publicUrl: config.PUBLIC_URL,
      });
      await api.register(paymentLinksRoutes, { links });
      await api.register(staffOrderRoutes, {
        orders: createStaffOrderService({
          db: database.db,
          checkout,
          links,
          recovery,
          catalogue,
          holdHours: config.STAFF_ORDER_HOLD_HOURS,
          testMode: payments.kind === 'simulated',
        }),
      });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(basketRoutes, { baskets });
      await api.register(checkoutRoutes, {
        checkout,
        state: checkoutState,
        paymentStarts: config.PAYMENT_STARTS_PER_10_MINUTES,
      });
      await api.register(ordersRoutes, { db: database.db });
      await api.register(discountUsesRoutes, { db: database.db });
      await api.register(invoicesRoutes, { invoices });
      await api.register(orderAdminRoutes, {
        orders: createOrderAdminService({ db: database.db, mails, publicUrl: config.PUBLIC_URL, invoices }),
      });
      await api.register(workflowsRoutes, { workflows: createWorkflowsService(database.db) });
      await api.register(stockRoutes, { stock: createStockService({ db: database.db, catalogue }) });
      await api.register(dashboardRoutes, { db: database.db, stats, publicUrl: config.PUBLIC_URL });
      await api.register(adminSearchRoutes, { db: database.db });
      await api.register(statsRoutes, { stats });
      await api.register(tracksRoutes, { db: database.db });
      await api.register(refundsRoutes, { db: database.db, refundOrder: refunds.refundOrder });
      await api.register(ingredientsRoutes, { db: database.db });
      await api.register(faqsRoutes, { db: database.db });
      await api.register(newsRoutes, { db: database.db });
      await api.register(shopInfoRoutes, { db: database.db });
      await api.register(homeRoutes, { db: database.db });
      await api.register(settingsRoutes, {
        settings: createSettingsService({ db: database.db, onChange: () => catalogue.invalidate() }),
      });
      const reviewMail = createReviewMail({ publicUrl: config.PUBLIC_URL, fallbackAddress: config.MAIL_FROM });
      await api.register(reviewsRoutes, { reviews: createReviewsService(database.db, reviewMail) });
      await api.register(parcelsRoutes, { parcels: createParcelsService({ db: database.db }) });
      await api.register(resourceRoutes, {
        db: database.db,
        resources: RESOURCES,
        invalidateCatalogue: () => catalogue.invalidate(),
        context: { publicUrl: config.PUBLIC_URL, storage, paymentLinks: links, recordTranslationSources },
      });
      await api.register(outboxRoutes, { outbox: createOutboxService(database.db, mails) });
      await api.register(visuelsRoutes, {
        visuels: createVisuelsService({
          db: database.db,
          storage,
          invalidateCatalogue: () => catalogue.invalidate(),
        }),
      });
      await api.register(translationsRoutes, {
        translations,
        grid: createCatalogueGridService(database.db, createTranslatableRowsReader(database.db, RESOURCES)),
        machine: createMachineTranslationService(translationProviderFrom(config)),
      });
      await api.register(healthRoutes, { database });
    },
    { prefix: '/api' },
  );
  await app.register(analyticsRoutes, {
    ingest: analytics,
    appEnv: config.APP_ENV,
    countryHeader: config.ANALYTICS_COUNTRY_HEADER,
    budget: {
      batchesPerMinute: config.ANALYTICS_BATCHES_PER_MINUTE,
      clientBatchesPerMinute: config.ANALYTICS_CLIENT_BATCHES_PER_MINUTE,
    },
    rateLimits,
  });
  await app.register(mediaRoutes, { media });
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
