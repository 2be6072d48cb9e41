import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { statsRoutes } from './modules/analytics/stats.routes.ts';
import { tracksRoutes } from './modules/analytics/tracks.routes.ts';
import { accountDataRoutes } from './modules/account-data/account-data.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminSearchRoutes } from './modules/admin-search/admin-search.routes.ts';
import { resourceRoutes } from './modules/admin-resources/resource.routes.ts';
import { createTranslatableRowsReader } from './modules/admin-resources/translatable-rows.ts';
import { ambassadorAdminRoutes } from './modules/ambassador/ambassador-admin.routes.ts';
import { ambassadorRoutes } from './modules/ambassador/ambassador.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createPasskeyService } from './modules/auth/passkeys.service.ts';
import { createSecondFactorAttempts } from './modules/auth/second-factor-attempts.ts';
import { secondFactorRoutes } from './modules/auth/second-factor.routes.ts';
import { createSecondFactorService } from './modules/auth/second-factor.service.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { googleSignInRoutes } from './modules/auth/google.routes.ts';
import { createGoogleSignInService } from './modules/auth/google.service.ts';
import { createSignUpService } from './modules/auth/sign-up.service.ts';
import { basketRoutes } from './modules/basket/basket.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { catalogueCsv } from './modules/catalogue/catalogue-csv.ts';
import { catalogueCsvRoutes } from './modules/catalogue/catalogue-csv.routes.ts';
import { createCatalogueImport } from './modules/catalogue/catalogue-import.service.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { countryPricesRoutes } from './modules/checkout/country-prices.routes.ts';
import { discountUsesRoutes } from './modules/checkout/discount-uses.routes.ts';
import { staffOrderRoutes } from './modules/checkout/staff-order.routes.ts';
import { createStaffOrderService } from './modules/checkout/staff-order.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { ingredientsRoutes } from './modules/ingredients/ingredients.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { campaignRoutes } from './modules/newsletter/campaign.routes.ts';
import { createCampaignService } from './modules/newsletter/campaign.service.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { subscribersRoutes } from './modules/newsletter/subscribers.routes.ts';
import { orderAdminRoutes } from './modules/orders/order-admin.routes.ts';
import { createOrderAdminService } from './modules/orders/order-admin.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { refundsRoutes } from './modules/orders/refunds.routes.ts';
import { returnsRoutes } from './modules/returns/returns.routes.ts';
import { createReturnsAdmin } from './modules/returns/returns-admin.service.ts';
import { createWithdrawals } from './modules/returns/withdrawal.service.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { mailTemplatesRoutes } from './modules/mail-templates/mail-templates.routes.ts';
import { createMailTemplatesService } from './modules/mail-templates/mail-templates.service.ts';
import { EDITABLE_MAILS } from './editable-mails.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createWebhooksService } from './modules/webhooks/webhooks.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { createApiKeysService } from './modules/staff/api-keys.service.ts';
import { activityLogRoutes } from './modules/audit/activity-log.routes.ts';
import { createActivityLog } from './modules/audit/activity-log.service.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { packingRoutes } from './modules/parcels/packing.routes.ts';
import { createPackingService } from './modules/parcels/packing.service.ts';
import { parcelsRoutes } from './modules/parcels/parcels.routes.ts';
import { createParcelsService } from './modules/parcels/parcels.service.ts';
import { paymentLinksRoutes } from './modules/payment-links/payment-links.routes.ts';
import { paymentReturnRoutes } from './modules/payments/payment-return.routes.ts';
import { paymentConfigRoutes, simulatedPaymentRoutes } from './modules/payments/payments.routes.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { createReviewMail } from './modules/reviews/review-mail.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { salonRoutes } from './modules/salon/salon.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { shopInfoRoutes } from './modules/shop-info/shop-info.routes.ts';
import { stockAlertsRoutes } from './modules/stock/stock-alerts.routes.ts';
import { basketRemindersRoutes } from './modules/basket/basket-reminders.routes.ts';
import { lotsRoutes } from './modules/stock/lots.routes.ts';
import { createLotsService } from './modules/stock/lots.service.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { stockCsv } from './modules/stock/stock-csv.ts';
import { stockCsvRoutes } from './modules/stock/stock-csv.routes.ts';
import { createStockImport } from './modules/stock/stock-import.service.ts';
import { createStockService } from './modules/stock/stock.service.ts';
import { createCatalogueGridService } from './modules/translations/catalogue-grid.service.ts';
import {
  createMachineTranslationService,
  translationProviderFrom,
} from './modules/translations/machine-translation.service.ts';
import { recordTranslationSources } from './modules/translations/translation-sources.service.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createVisuelsService } from './modules/visuels/visuels.service.ts';
import { visuelsRoutes } from './modules/visuels/visuels.routes.ts';
import { createWorkflowsService } from './modules/workflows/workflows.service.ts';
import { workflowsRoutes } from './modules/workflows/workflows.routes.ts';
import { RESOURCES } from './resources.ts';
import type { ShopServices } from './services.ts';

/**
 * A feature module as the application sees it: its folder under `modules/` and how it registers
 * its routes, taking from the shop's services what it needs (and making the services only it uses).
 */
export interface ShopModule {
  name: string;
  register: (scope: FastifyInstance, shop: ShopServices) => PromiseLike<unknown>;
}

/** The modules whose routes live under /api, in registration order. */
export const API_MODULES: readonly ShopModule[] = [
  {
    name: 'auth',
    async register(api, { db, auth, recovery, mails, counters, config }) {
      const publicUrl = config.PUBLIC_URL;
      const signUps = createSignUpService({ db, auth, mails, counters, publicUrl });
      await api.register(authRoutes, { auth, recovery, signUps });
      await api.register(sessionsRoutes, { db });
      const attempts = createSecondFactorAttempts(db, counters);
      await api.register(secondFactorRoutes, {
        secondFactors: createSecondFactorService(db, attempts),
        passkeys: createPasskeyService({ db, attempts, publicUrl }),
      });
      const clientId = config.GOOGLE_CLIENT_ID ?? null;
      const google = clientId
        ? createGoogleSignInService({ db, auth, mails, publicUrl, clientId, jwksUrl: config.GOOGLE_JWKS_URL })
        : null;
      await api.register(googleSignInRoutes, { clientId, google });
    },
  },
  { name: 'salon', register: (api, { db, recovery }) => api.register(salonRoutes, { db, recovery }) },
  { name: 'customers', register: (api, { db, recovery }) => api.register(customersRoutes, { db, recovery }) },
  {
    name: 'account-data',
    register: (api, { db, catalogue }) =>
      api.register(accountDataRoutes, { db, onPublicChange: () => catalogue.invalidate() }),
  },
  { name: 'addresses', register: (api, { db }) => api.register(addressesRoutes, { db }) },
  {
    name: 'ambassador',
    async register(api, { db, config }) {
      await api.register(ambassadorRoutes, { db, publicUrl: config.PUBLIC_URL });
      await api.register(ambassadorAdminRoutes, { db });
    },
  },
  { name: 'users', register: (api, { db }) => api.register(usersRoutes, { db }) },
  {
    name: 'contact',
    register: (api, { db, mails, config }) =>
      api.register(contactRoutes, { contact: createContactService(db, mails, config.MAIL_FROM) }),
  },
  {
    name: 'newsletter',
    async register(api, { db, mails, config }) {
      const publicUrl = config.PUBLIC_URL;
      await api.register(newsletterRoutes, { db, mails, publicUrl });
      await api.register(subscribersRoutes, { db });
      const mailsPerMinute = config.NEWSLETTER_MAILS_PER_MINUTE;
      await api.register(campaignRoutes, {
        campaigns: createCampaignService({ db, mails, publicUrl, mailsPerMinute }),
      });
    },
  },
  {
    name: 'payments',
    async register(api, { payments, stripe, simulated, paymentEvents: events, config }) {
      await api.register(paymentConfigRoutes, {
        provider: payments.kind,
        publishableKey: stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      });
      if (simulated) await api.register(simulatedPaymentRoutes, { provider: simulated, events });
      await api.register(stripeWebhookRoutes, { provider: stripe, events });
      await api.register(paymentReturnRoutes, { provider: payments, events });
    },
  },
  { name: 'payment-links', register: (api, { links }) => api.register(paymentLinksRoutes, { links }) },
  {
    name: 'checkout',
    async register(api, { db, checkout, checkoutState, links, recovery, catalogue, payments, config }) {
      const orders = createStaffOrderService({
        db,
        checkout,
        links,
        recovery,
        catalogue,
        holdHours: config.STAFF_ORDER_HOLD_HOURS,
        testMode: payments.kind === 'simulated',
      });
      await api.register(staffOrderRoutes, { orders });
      await api.register(checkoutRoutes, {
        checkout,
        state: checkoutState,
        paymentStarts: config.PAYMENT_STARTS_PER_10_MINUTES,
      });
      await api.register(discountUsesRoutes, { db });
      await api.register(countryPricesRoutes, { db, catalogue });
    },
  },
  {
    name: 'catalogue',
    async register(api, { db, catalogue }) {
      await api.register(catalogueRoutes, { catalogue });
      await api.register(catalogueCsvRoutes, {
        exportCsv: () => catalogueCsv(db),
        imports: createCatalogueImport({ db, invalidateCatalogue: () => catalogue.invalidate() }),
      });
    },
  },
  {
    name: 'basket',
    async register(api, { baskets, basketReminders }) {
      await api.register(basketRoutes, { baskets });
      await api.register(basketRemindersRoutes, { reminders: basketReminders });
    },
  },
  {
    name: 'orders',
    async register(api, { db, mails, invoices, partialRefunds, config }) {
      await api.register(ordersRoutes, { db });
      const orders = createOrderAdminService({
        db,
        mails,
        publicUrl: config.PUBLIC_URL,
        invoices,
        refundsOf: partialRefunds.listOf,
      });
      await api.register(orderAdminRoutes, { orders });
      await api.register(refundsRoutes, { db, partialRefunds });
    },
  },
  {
    name: 'returns',
    register: (api, { db, mails, partialRefunds, catalogue, config }) =>
      api.register(returnsRoutes, {
        db,
        withdrawals: createWithdrawals({ db, publicUrl: config.PUBLIC_URL, mails }),
        returns: createReturnsAdmin({ db, refunds: partialRefunds, catalogue }),
      }),
  },
  { name: 'invoices', register: (api, { invoices }) => api.register(invoicesRoutes, { invoices }) },
  {
    name: 'workflows',
    register: (api, { db }) => api.register(workflowsRoutes, { workflows: createWorkflowsService(db) }),
  },
  {
    name: 'stock',
    async register(api, { db, catalogue, stockAlerts }) {
      await api.register(stockRoutes, { stock: createStockService({ db, catalogue }) });
      await api.register(lotsRoutes, { lots: createLotsService({ db }) });
      await api.register(stockAlertsRoutes, { alerts: stockAlerts });
      await api.register(stockCsvRoutes, {
        exportCsv: () => stockCsv(db),
        imports: createStockImport({ db, invalidateCatalogue: () => catalogue.invalidate() }),
      });
    },
  },
  {
    name: 'dashboard',
    register: (api, { db, stats, config }) =>
      api.register(dashboardRoutes, { db, stats, publicUrl: config.PUBLIC_URL }),
  },
  { name: 'admin-search', register: (api, { db }) => api.register(adminSearchRoutes, { db }) },
  {
    name: 'analytics',
    async register(api, { db, stats }) {
      await api.register(statsRoutes, { stats });
      await api.register(tracksRoutes, { db });
    },
  },
  { name: 'ingredients', register: (api, { db }) => api.register(ingredientsRoutes, { db }) },
  { name: 'faqs', register: (api, { db }) => api.register(faqsRoutes, { db }) },
  { name: 'news', register: (api, { db }) => api.register(newsRoutes, { db }) },
  { name: 'shop-info', register: (api, { db }) => api.register(shopInfoRoutes, { db }) },
  { name: 'home', register: (api, { db }) => api.register(homeRoutes, { db }) },
  {
    name: 'settings',
    register: (api, { db, catalogue }) =>
      api.register(settingsRoutes, {
        settings: createSettingsService({ db, onChange: () => catalogue.invalidate() }),
      }),
  },
  {
    name: 'reviews',
    async register(api, { db, config }) {
      const reviewMail = createReviewMail({ publicUrl: config.PUBLIC_URL, fallbackAddress: config.MAIL_FROM });
      await api.register(reviewsRoutes, { reviews: createReviewsService(db, reviewMail) });
    },
  },
  {
    name: 'parcels',
    async register(api, { db }) {
      await api.register(parcelsRoutes, { parcels: createParcelsService({ db }) });
      await api.register(packingRoutes, { packing: createPackingService({ db }) });
    },
  },
  {
    name: 'admin-resources',
    register: (api, { db, catalogue, storage, links, config }) =>
      api.register(resourceRoutes, {
        db,
        resources: RESOURCES,
        invalidateCatalogue: () => catalogue.invalidate(),
        context: { publicUrl: config.PUBLIC_URL, storage, paymentLinks: links, recordTranslationSources },
      }),
  },
  {
    name: 'outbox',
    register: (api, { db, mails }) => api.register(outboxRoutes, { outbox: createOutboxService(db, mails) }),
  },
  {
    name: 'audit',
    register: (api, { db }) => api.register(activityLogRoutes, { log: createActivityLog(db) }),
  },
  {
    name: 'staff',
    register: (api, { db }) =>
      api.register(staffRoutes, { staff: createStaffService(db), keys: createApiKeysService(db) }),
  },
  {
    name: 'mail-templates',
    register: (api, { db, mails, config }) =>
      api.register(mailTemplatesRoutes, {
        templates: createMailTemplatesService({
          db,
          mails: EDITABLE_MAILS,
          dispatcher: mails,
          publicUrl: config.PUBLIC_URL,
        }),
      }),
  },
  {
    name: 'webhooks',
    register: (api, { db, webhookDelivery }) =>
      api.register(webhooksRoutes, { webhooks: createWebhooksService(db), delivery: webhookDelivery }),
  },
  {
    name: 'jobs',
    register: (api, { database, jobQueue }) => api.register(jobsRoutes, { database, queue: jobQueue }),
  },
  {
    name: 'visuels',
    register: (api, { db, storage, catalogue }) =>
      api.register(visuelsRoutes, {
        visuels: createVisuelsService({ db, storage, invalidateCatalogue: () => catalogue.invalidate() }),
      }),
  },
  {
    name: 'translations',
    register: (api, { db, translations, config }) =>
      api.register(translationsRoutes, {
        translations,
        grid: createCatalogueGridService(db, createTranslatableRowsReader(db, RESOURCES)),
        machine: createMachineTranslationService(translationProviderFrom(config)),
      }),
  },
  {
    name: 'health',
    register: (api, { database, readiness }) => api.register(healthRoutes, { database, checks: readiness }),
  },
];

/** The modules answering outside /api: the audience beacon, pictures. */
export const ROOT_MODULES: readonly ShopModule[] = [
  {
    name: 'analytics',
    register: (root, { analytics, rateLimits, config }) =>
      root.register(analyticsRoutes, {
        ingest: analytics,
        appEnv: config.APP_ENV,
        countryHeader: config.ANALYTICS_COUNTRY_HEADER,
        budget: {
          batchesPerMinute: config.ANALYTICS_BATCHES_PER_MINUTE,
          clientBatchesPerMinute: config.ANALYTICS_CLIENT_BATCHES_PER_MINUTE,
        },
        rateLimits,
      }),
  },
  { name: 'media', register: (root, { media }) => root.register(mediaRoutes, { media }) },
];
