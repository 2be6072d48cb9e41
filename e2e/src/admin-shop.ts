import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, storeSession, type StoredSession } from './admin-session.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type StartedServer } from './start-server.ts';

/** A back-office file's own shop, browser and signed-in admin. */
export interface AdminShop {
  server: StartedServer;
  browser: Browser;
  /** The admin's session, signed in once. */
  admin: StoredSession;
  /**
   * A page in a context of its own (French unless told, Playwright's 1280×720 unless a viewport is
   * given), signed in with `session` when given.
   */
  newPage(options?: {
    locale?: string;
    session?: StoredSession;
    viewport?: { width: number; height: number };
  }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Starts a shop with an admin account (the shared e2e server has none) and the file's own
 * settings (an SMTP sink, the public address), a browser, and signs the admin in.
 */
export async function openAdminShop(
  settings: (baseURL: string) => Record<string, string> = () => ({}),
): Promise<AdminShop> {
  const server = await startServer((baseURL) => ({ ADMIN_EMAIL, ADMIN_PASSWORD, ...settings(baseURL) }));
  const browser = await launchBrowser();
  const admin = await signInAdmin(server.baseURL);
  return {
    server,
    browser,
    admin,
    async newPage({ locale = 'fr-FR', session, viewport } = {}) {
      const context = await browser.newContext({ baseURL: server.baseURL, locale, ...(viewport ? { viewport } : {}) });
      if (session) await storeSession(context, session);
      return context.newPage();
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
