import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin } from './db/seed/admin.ts';
import { seedDemoLargeIfNeeded } from './demo/demo-large.ts';
import { seedDemoIfNeeded } from './demo/seed.ts';
import { assignDemoWorkflowIfNeeded } from './demo/demo-workflow.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';
import { startScheduler } from './jobs/scheduler.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const storage = createLocalStorage(path.join(config.DATA_DIR, 'media'));
if (config.SEED !== 'none' && (await seedDemoIfNeeded(database.db, storage))) {
  console.info('Demo catalogue loaded.');
}
if (config.SEED === 'demo-large' && (await seedDemoLargeIfNeeded(database.db, config.SEED_LARGE_ORDERS))) {
  console.info(`Demo order history loaded: ${config.SEED_LARGE_ORDERS} orders.`);
}

const admin = await ensureAdmin(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
if (admin) {
  console.info(
    admin.password
      ? `Admin account created: ${admin.email} / ${admin.password} (shown once; change it after signing in).`
      : `Admin account created: ${admin.email}.`,
  );
}

// The demo workflow's staff is the admin created just above; a few paid orders go on its steps.
if (config.SEED !== 'none') await assignDemoWorkflowIfNeeded(database.db);

const app = await buildApp({ config, database, storage });
const scheduler = startScheduler(app.jobs, app.log);
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Boutique ready on ${config.PUBLIC_URL} (${database.kind})`);

// Finish in-flight requests, then release the database; give up after a grace period.
let isClosing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (isClosing) return;
    isClosing = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await scheduler.stop();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
