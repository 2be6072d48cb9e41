import { chromium, type Browser } from 'playwright-core';
import { watchCspViolations } from './csp-guard.ts';
import { watchPageErrors } from './page-error-guard.ts';

/**
 * Debian's Chromium, headless, with the flags a machine without internet needs. Every context
 * it opens (and so every page, `newPage` included) reports its CSP violations, uncaught errors
 * and hydration errors to the guards that fail the test.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
