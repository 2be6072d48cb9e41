import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { shopJobs } from './jobs/shop-jobs.ts';
import { createRedisCacheBus, localCacheBus } from './lib/cache-bus.ts';
import { createMemoryCounterStore, createRedisCounterStore } from './lib/counter-store.ts';
import { createAnalyticsIngest } from './modules/analytics/analytics.service.ts';
import { createStatsService } from './modules/analytics/stats.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createRecoveryService } from './modules/auth/recovery.service.ts';
import { purgeAbandonedBaskets } from './modules/basket/basket-purge.ts';
import { createBasketReminders } from './modules/basket/basket-reminders.ts';
import { orderEventData } from './modules/orders/orders.service.ts';
import { createWebhookDelivery } from './modules/webhooks/webhook-delivery.ts';
import { emitWebhookEvent } from './modules/webhooks/webhooks.service.ts';
import { createBasketService } from './modules/basket/basket.service.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createCheckoutStateService } from './modules/checkout/checkout-state.service.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { registerPaymentFailureMail } from './modules/checkout/payment-failure.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createNewOrderMail } from './modules/orders/new-order-mail.ts';
import { createPartialRefunds } from './modules/orders/partial-refunds.ts';
import { registerRefundHandling } from './modules/orders/refunds.ts';
import { createOutboxDispatcher } from './modules/outbox/outbox.service.ts';
import { createPaymentLinksService } from './modules/payment-links/payment-links.service.ts';
import { refundRefusedPayments } from './modules/payments/refused-payments.ts';
import { redeliverSimulatedSuccesses } from './modules/payments/simulated-redelivery.ts';
import { unitsReceivedBack } from './modules/returns/return-restock.ts';
import { createStockAlerts } from './modules/stock/stock-alerts.service.ts';
import { createTranslationsService } from './modules/translations/translations.service.ts';
import { enqueueStatusMail } from './modules/workflows/status-mail.ts';
import { createSmtpTransport } from './providers/mail/smtp-transport.ts';
import { createPaymentEvents, type AfterCommit } from './providers/payments/payment-events.ts';
import { createSimulatedProvider } from './providers/payments/simulated-provider.ts';
import { createStripeProvider } from './providers/payments/stripe-provider.ts';
import { createHttpSmsTransport } from './providers/sms/http-sms-transport.ts';
import type { Storage } from './providers/storage/storage.ts';
import { countBacklog } from './modules/outbox/outbox.service.ts';
import { readConnectionStates } from './observability/database-connections.ts';
import { instrumentJobs } from './observability/instrument-jobs.ts';
import { createMetrics, watchSources } from './observability/metrics.ts';
import type { ReadinessCheck } from './observability/readiness.ts';

export interface ServicesDependencies {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Runs when the application closes (connections to release, buffers to flush). */
  onClose: (release: () => Promise<unknown>) => void;
}

/**
 * The services more than one module uses, built once in dependency order: the adapters the
 * configuration chooses (Redis or this process's memory, SMTP, SMS, Stripe or its simulated
 * stand-in), the caches, the outbox, payments and the checkout, and the periodic jobs over them.
 * Cross-module reactions are wired here (a sale mails, a refund issues a credit note), so no module
 * imports another's internals to react to it. A service one module alone needs is made in that
 * module's entry of modules.ts.
 */
export async function createShopServices({ config, database, storage, log, onClose }: ServicesDependencies) {
  const { db } = database;
  const publicUrl = config.PUBLIC_URL;
  const metrics = createMetrics();
  watchSources(
    metrics,
    { outboxBacklog: () => countBacklog(db), databaseConnections: () => readConnectionStates(database) },
    (error) => log.warn({ err: error }, 'a metric could not be read'),
  );

  // Shared by every process when configured; otherwise counters live in this process (and the
  // client library is not loaded at all).
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 })
    : null;
  if (redis) {
    // Without a listener ioredis reports every reconnection failure as unhandled; requests that
    // need it meanwhile answer 503 (error-handler.ts).
    redis.on('error', (error: Error) => log.warn({ err: error }, 'redis unavailable'));
    onClose(() => redis.quit());
  }
  // Several processes keep their own copies of the catalogue and the texts: a write tells the others.
  const caches = redis
    ? createRedisCacheBus(redis, (error) => log.warn({ err: error }, 'cache bus unavailable'))
    : localCacheBus;
  onClose(() => caches.close());
  const counters = redis ? createRedisCounterStore(redis) : createMemoryCounterStore();
  const rateLimits = { global: false, ...(redis ? { redis } : {}) };

  const catalogue = createCatalogueService(db, caches);
  const translations = createTranslationsService(db, caches);
  const baskets = createBasketService(db, () => catalogue.priorPrices());
  const invoices = createInvoicesService({ db, publicUrl, signingSecret: config.SIGNING_SECRET });
  const mails = createOutboxDispatcher(
    db,
    {
      mail: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
      sms:
        config.SMS_API_URL && config.SMS_API_TOKEN
          ? createHttpSmsTransport({ url: config.SMS_API_URL, token: config.SMS_API_TOKEN, sender: config.SMS_SENDER })
          : null,
      // The order confirmation leaves with its invoice, rendered at send time.
      attachmentsFor: invoices.mailAttachments,
    },
    (error) => log.error({ err: error }, 'outbox dispatch failed'),
  );
  onClose(() => mails.close());

  // Stripe with its keys; without them the simulated provider mirrors Stripe's test mode.
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? await createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : null;
  const simulated = stripe ? null : createSimulatedProvider(db);
  const payments = stripe ?? simulated!;
  const paymentEvents = createPaymentEvents(db);
  // Counted once the event's transaction committed: a replayed or rolled-back delivery is not.
  const countPaymentEvent = (event: string) => async (_tx: unknown, _event: unknown, afterCommit: AfterCommit) =>
    afterCommit(() => metrics.paymentEvents.inc({ event }));
  paymentEvents.onSucceeded(countPaymentEvent('succeeded'));
  paymentEvents.onFailed(countPaymentEvent('failed'));
  paymentEvents.onRefunded(countPaymentEvent('refunded'));
  registerRefundHandling({
    events: paymentEvents,
    issueCreditNote: (tx, order, refund) => invoices.issueCreditNote(tx, order, refund),
    onRefunded: (tx, refunded) => enqueueStatusMail(tx, refunded, publicUrl),
  });
  const partialRefunds = createPartialRefunds({
    db,
    provider: payments,
    events: paymentEvents,
    publicUrl,
    issueCreditNote: (tx, order, refund) => invoices.issueCreditNote(tx, order, refund),
    creditNoteNumbersOf: (orderId) => invoices.creditNoteNumbersOf(orderId),
    onRefunded: (tx, refunded) => enqueueStatusMail(tx, refunded, publicUrl),
    catalogue,
    mails,
    unitsReceivedBack,
    log,
  });
  registerPaymentFailureMail({ events: paymentEvents, mails, publicUrl });

  const checkoutState = createCheckoutStateService(db, baskets, catalogue);
  const newOrderMail = createNewOrderMail({ publicUrl, fallbackAddress: config.MAIL_FROM });
  const checkout = createCheckoutService({
    db,
    state: checkoutState,
    provider: payments,
    events: paymentEvents,
    reservationMinutes: config.RESERVATION_MINUTES,
    mails,
    publicUrl,
    catalogue,
    onSale: async (tx, sale, afterCommit) => {
      afterCommit(() => metrics.sales.inc());
      await newOrderMail(tx, sale);
      await emitWebhookEvent(tx, 'order.paid', sale.order.id, orderEventData(sale.order));
      // The status the payment put the order in ('payee', or 'a_verifier'), if staff mail it.
      await enqueueStatusMail(tx, sale.order, publicUrl);
    },
  });
  const links = createPaymentLinksService({ db, provider: payments, events: paymentEvents, mails, publicUrl });

  const auth = createAuthService(db, baskets, counters);
  const recovery = createRecoveryService({ db, auth, mails, publicUrl });
  const media = createMediaService(db, storage);
  const analytics = createAnalyticsIngest(db);
  onClose(() => analytics.flush());
  const stats = createStatsService(db, catalogue);

  const stockAlerts = createStockAlerts({ db, catalogue, mails, publicUrl, fallbackAddress: config.MAIL_FROM });
  const basketReminders = createBasketReminders({ db, catalogue, mails, publicUrl });
  const webhookDelivery = createWebhookDelivery({ db, log });

  const jobs = instrumentJobs(
    shopJobs({
      releaseExpiredHolds: () => checkout.releaseExpired(),
      redeliverSimulatedSuccesses: simulated ? () => redeliverSimulatedSuccesses(db, simulated, paymentEvents) : null,
      refundFlaggedOrders: () => partialRefunds.refundFlagged(),
      refundRefusedPayments: () => refundRefusedPayments(db, payments),
      analyticsPartitions: () => analytics.upkeep(),
      analyticsRollups: () => stats.rollup(),
      purgeAbandonedBaskets: () => purgeAbandonedBaskets(baskets, config.BASKET_RETENTION_DAYS, log),
      deliverWebhooks: () => webhookDelivery.deliverDue(),
      remindLeftBaskets: () => basketReminders.remind(),
      dispatchOutbox: () => mails.nudge(),
      notifyRestockedVariants: () => stockAlerts.notifyRestocked(),
      sendLowStockDigest: () => stockAlerts.sendLowStockDigest(),
      // One purge for what the back-in-stock requests leave: sent mails after a week, requests never
      // answered after six months.
      forgetSentStockAlerts: () => Promise.all([stockAlerts.forgetSentAlertMails(), stockAlerts.forgetStaleAlerts()]),
    }),
    metrics,
  );
  const jobQueue = createJobQueue({ database, databaseUrl: config.DATABASE_URL, jobs, log });
  onClose(() => jobQueue.stop());
  // The stores the shop needs beyond its database, asked by /api/ready before traffic comes.
  const readiness: ReadinessCheck[] = [
    ...(redis ? [{ name: 'redis', isReady: async () => (await redis.ping()) === 'PONG' }] : []),
    ...(storage.kind === 's3' ? [{ name: 'storage', isReady: () => storage.isReachable() }] : []),
  ];

  return {
    config,
    database,
    db,
    storage,
    counters,
    rateLimits,
    catalogue,
    translations,
    baskets,
    invoices,
    mails,
    stripe,
    simulated,
    payments,
    paymentEvents,
    partialRefunds,
    checkoutState,
    checkout,
    links,
    auth,
    recovery,
    media,
    analytics,
    stats,
    stockAlerts,
    basketReminders,
    webhookDelivery,
    jobQueue,
    metrics,
    readiness,
  };
}

export type ShopServices = Awaited<ReturnType<typeof createShopServices>>;
