import { afterAll, beforeAll } from 'vitest';
import { startSmtpSink } from './smtp-sink.ts';
import { startServer, type StartedServer } from './start-server.ts';

/** A file's own shop, mailing to a sink the file reads. */
export interface OwnShop {
  baseURL: string;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
}

/**
 * Starts a shop of the file's own before its tests and stops it after them: files share no server
 * state, so any two can run side by side. Read its fields inside hooks and tests (they are set by
 * the time those run).
 */
export function useOwnShop(): OwnShop {
  const shop = {} as OwnShop & { server?: StartedServer };
  beforeAll(async () => {
    shop.smtp = await startSmtpSink();
    shop.server = await startServer({ SMTP_URL: shop.smtp.url });
    shop.baseURL = shop.server.baseURL;
  });
  afterAll(async () => {
    await shop.server?.stop();
    await shop.smtp?.close();
  });
  return shop;
}
