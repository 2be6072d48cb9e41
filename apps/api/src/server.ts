import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin } from './db/seed/admin.ts';
import { seedDemoLargeIfNeeded } from './demo/demo-large.ts';
import { seedDemoIfNeeded } from './demo/seed.ts';
import { assignDemoWorkflowIfNeeded } from './demo/demo-workflow.ts';
import { storageFromConfig } from './providers/storage/storage-from-config.ts';
import { serveInternalMetrics } from './plugins/metrics.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const storage = await storageFromConfig(config);
// A worker runs the queued jobs and serves nothing; the API processes seed and create the admin.
const isWorker = config.WORKER_ONLY === 'true';
const seed = isWorker ? 'none' : config.SEED;
if (seed !== 'none' && (await seedDemoIfNeeded(database.db, storage))) {
  console.info('Demo catalogue loaded.');
}
if (seed === 'demo-large' && (await seedDemoLargeIfNeeded(database.db, config.SEED_LARGE_ORDERS))) {
  console.info(`Demo order history loaded: ${config.SEED_LARGE_ORDERS} orders.`);
}

const admin = isWorker
  ? null
  : await ensureAdmin(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
if (admin) {
  console.info(
    admin.password
      ? `Admin account created: ${admin.email} / ${admin.password} (shown once; change it after signing in).`
      : `Admin account created: ${admin.email}.`,
  );
}

// The demo workflow's staff is the admin created just above; a few paid orders go on its steps.
if (seed !== 'none') await assignDemoWorkflowIfNeeded(database.db);

const app = await buildApp({ config, database, storage });
await app.jobQueue.start({ works: isWorker || config.JOBS === 'in-process' });
if (!isWorker) await app.listen({ port: config.PORT, host: config.HOST });
const metricsServer = config.METRICS_PORT
  ? await serveInternalMetrics(app.metrics, config.METRICS_PORT, config.METRICS_HOST)
  : null;
app.log.info(
  isWorker
    ? `Boutique worker running the jobs (${database.kind})`
    : `Boutique ready on ${config.PUBLIC_URL} (${database.kind}, media on ${storage.kind} storage)`,
);

// Finish in-flight requests, then release the database; give up after a grace period.
let isClosing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (isClosing) return;
    isClosing = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    metricsServer?.close();
    // Closing the app also stops the job queue, once the runs under way have finished.
    await app.close();
    await database.close();
    process.exit(0);
  });
}
