import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, storeSession, type StoredSession } from './admin-session.ts';
import { launchBrowser } from './browser.ts';
import { recordConsoleErrors } from './console-errors.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { startServer, type StartedServer } from './start-server.ts';

/** The owner's desk: the back office is checked at the size it is mostly used at. */
export const DESKTOP = { width: 1440, height: 900 };

/** A back-office file's own shop, browser and signed-in admin. */
export interface AdminShop {
  server: StartedServer;
  browser: Browser;
  /** The admin's session, signed in once. */
  admin: StoredSession;
  /**
   * A page in a context of its own (French and `DESKTOP` unless told), signed in with `session`
   * when given. What it logs as an error is kept for `takeConsoleErrors`.
   */
  newPage(options?: {
    locale?: string;
    session?: StoredSession;
    viewport?: { width: number; height: number };
  }): Promise<Page>;
  /**
   * The console errors of every page `newPage` opened, since the last call. A file checks them
   * after each test; a test that provokes a refusal on purpose takes them itself, to say which.
   */
  takeConsoleErrors(): string[];
  close(): Promise<void>;
}

/**
 * Starts a shop of the file's own with the e2e admin account and the file's own
 * settings (an SMTP sink, the public address), a browser, and signs the admin in.
 */
export async function openAdminShop(
  settings: (baseURL: string) => Record<string, string> = () => ({}),
): Promise<AdminShop> {
  const server = await startServer((baseURL) => ({ ADMIN_EMAIL, ADMIN_PASSWORD, ...settings(baseURL) }));
  const browser = await launchBrowser();
  const admin = await signInAdmin(server.baseURL);
  const recorders: ReturnType<typeof recordConsoleErrors>[] = [];
  return {
    server,
    browser,
    admin,
    async newPage({ locale = 'fr-FR', session, viewport = DESKTOP } = {}) {
      const context = await browser.newContext({ baseURL: server.baseURL, locale, viewport });
      if (session) await storeSession(context, session);
      const page = await context.newPage();
      recorders.push(recordConsoleErrors(page));
      return page;
    },
    takeConsoleErrors: () => recorders.flatMap((recorder) => recorder.take()),
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** What `useBackOffice` opens for a file: the shop, the signed-in admin's page, the mail sink. */
export interface BackOffice {
  shop: AdminShop;
  /** The admin's page, at the owner's desk size. */
  admin: Page;
  /** The SMTP sink the shop mails to, with `withMail`. */
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
}

/**
 * A back-office journey file's shop, opened before its tests and closed after them; each test
 * fails on a console error of any page the shop opened. With `withMail`, the shop mails to a
 * sink and its mailed addresses are the ones the browser opens.
 */
export function useBackOffice({
  withMail = false,
  settings = () => ({}),
}: { withMail?: boolean; settings?: () => Record<string, string> } = {}): BackOffice {
  const opened = {} as BackOffice;
  beforeAll(async () => {
    if (withMail) opened.smtp = await startSmtpSink();
    opened.shop = await openAdminShop((baseURL) => ({
      ...(withMail ? { SMTP_URL: opened.smtp.url, PUBLIC_URL: baseURL } : {}),
      ...settings(),
    }));
    opened.admin = await opened.shop.newPage({ session: opened.shop.admin });
  });
  afterEach(() => expect(opened.shop.takeConsoleErrors(), 'console errors').toEqual([]));
  afterAll(async () => {
    await opened.shop?.close();
    await opened.smtp?.close();
  });
  return opened;
}
