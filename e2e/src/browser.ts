import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { watchCspViolations } from './csp-guard.ts';
import { watchPageErrors } from './page-error-guard.ts';

/**
 * Debian's headless shell (package chromium-headless-shell) draws the same pages as the full browser
 * in headless mode for about a quarter less CPU, which the browser files are bound by; the full
 * browser serves where the shell is not installed.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with the flags a machine without internet needs. Every context
 * it opens (and so every page, `newPage` included) reports its CSP violations, uncaught errors
 * and hydration errors to the guards that fail the test.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCspViolations(context);
    watchPageErrors(context);
    return context;
  };
  return browser;
}

/**
 * A journey file's browser, launched before its tests and closed after them. `newContext` opens a
 * context (a fresh visitor: no cookie, no storage) that is closed when the test that opened it ends.
 */
export function useBrowser(): { newContext: (options: BrowserContextOptions) => Promise<BrowserContext> } {
  let browser: Browser | undefined;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  afterAll(() => browser?.close());
  return {
    async newContext(options) {
      const context = await browser!.newContext(options);
      opened.push(context);
      return context;
    },
  };
}
