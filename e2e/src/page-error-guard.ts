import type { BrowserContext, Page } from 'playwright-core';

/** One error a page raised: an uncaught exception, or a hydration error React logged. */
export interface PageError {
  page: string;
  kind: 'pageerror' | 'console';
  message: string;
}

/**
 * React's hydration errors, minified (#418 text, #419, #421, #422, #423, #425 tree) or not. React
 * 19 reports them through `reportError` (a `pageerror`), but a root's own `onRecoverableError`
 * may log them instead: both are caught.
 */
const HYDRATION_ERROR = /Minified React error #4(?:18|19|21|22|23|25)\b|hydrat/iu;

const collected: PageError[] = [];

function watchPage(page: Page): void {
  page.on('pageerror', (error) => {
    collected.push({ page: page.url(), kind: 'pageerror', message: error.stack ?? error.message });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
      collected.push({ page: page.url(), kind: 'console', message: message.text() });
    }
  });
}

/** Records every uncaught error and every hydration error of the pages of this context. */
export function watchPageErrors(context: BrowserContext): void {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/**
 * The errors recorded since the last call. Playwright delivers a page's events before the answer
 * of any later command, so what the test awaited has been seen.
 */
export function takePageErrors(): PageError[] {
  return collected.splice(0);
}
