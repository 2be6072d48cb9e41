import type { Page } from 'playwright-core';

/**
 * Records what a page logs as an error (a failed request included: Chromium logs a 4xx or 5xx
 * answer as "Failed to load resource"), with the address it happened at. The back office's
 * screens must open without one.
 */
export function recordConsoleErrors(page: Page): { take: () => string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(`${new URL(page.url()).pathname}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  return { take: () => errors.splice(0) };
}
